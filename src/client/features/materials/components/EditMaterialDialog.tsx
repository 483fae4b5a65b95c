import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../../../shared/materials/materials';
import { EditDialog } from '../../../components/EditDialog';
import { ApiError } from '../../../lib/api-client';
import { useUpdateMaterial } from '../api/update-material';
import { MaterialForm, type MaterialFormState } from './MaterialForm';
import { isUnanswered, SUBMIT_FAILED, UNEXPECTED_ERROR } from './material-errors';

/** A material as the form's values: its uploaded file is kept unless removed or replaced. */
function toFormState(material: Material): MaterialFormState {
  return {
    title: material.title,
    materialType: material.materialType,
    description: material.description ?? '',
    content: material.content ?? '',
    fileUrl: material.fileUrl ?? '',
    file: null,
    keptFile: material.file,
  };
}

/**
 * The 'Edit' dialog of My Materials (spec §2 "Edit (only when pending)"): the material form filled
 * from `material` (open while it is not null), saved with PUT /api/materials/:materialId. A save
 * closes it with the toast 'Material updated'. For a rejected material (issue 23) it is 'Edit and
 * Resubmit': the admin's comments above the form, 'Resubmit for Review', the toast 'Material
 * resubmitted for review' (the save puts it back in the review queue). When the material was reviewed meanwhile (409) the
 * toast says the server's sentence, the dialog closes and the list reloads. Other failures give the
 * §8 'Error' toast and keep the dialog as typed, with the server's reason.
 */
export function EditMaterialDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMaterial();

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      notifications.show({ title: t('Error'), message: error.message, color: 'red' });
      onClose();
      return;
    }
    notifications.show({
      title: t('Error'),
      message: isUnanswered(error) ? t(UNEXPECTED_ERROR) : t(SUBMIT_FAILED),
      color: 'red',
    });
  };

  const resubmit = material?.status === 'rejected';
  return (
    <EditDialog
      item={material}
      title={resubmit ? t('Edit and Resubmit') : t('Edit Material')}
      savedTitle={resubmit ? t('Material resubmitted for review') : t('Material updated')}
      onClose={onClose}
    >
      {(shown, saved) => (
        <Stack gap="md">
          {shown.status === 'rejected' && (
            <Alert color="red" variant="light" title={t('Rejected: change what the admin asks, then resubmit')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {shown.adminComments ?? t('The admin left no comments.')}
              </Text>
            </Alert>
          )}
          <MaterialForm
            key={`${shown.id}:${shown.updatedAt}`}
            initialValues={toFormState(shown)}
            submitLabel={shown.status === 'rejected' ? t('Resubmit for Review') : t('Save Changes')}
            onSubmit={async (body) => {
              await update.mutateAsync({ materialId: shown.id, body });
              saved(body.title);
            }}
            onError={fail}
            secondaryAction={{ label: t('Cancel'), onClick: onClose }}
          />
        </Stack>
      )}
    </EditDialog>
  );
}
