import { notifications } from '@mantine/notifications';
import type { Material, MaterialBody } from '../../../../shared/materials/materials';
import { DialogFrame } from '../../../components/DialogFrame';
import { ApiError } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
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
 * closes it with the toast 'Material updated'. When the material was reviewed meanwhile (409) the
 * toast says the server's sentence, the dialog closes and the list reloads. Other failures give the
 * §8 'Error' toast and keep the dialog as typed, with the server's reason.
 */
export function EditMaterialDialog({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const update = useUpdateMaterial();
  const current = useLastShown(material);

  const save = async (body: MaterialBody) => {
    if (!current) return;
    await update.mutateAsync({ materialId: current.id, body });
    notifications.show({
      title: 'Material updated',
      message: `Your changes to “${body.title}” are saved.`,
      color: 'green',
    });
    onClose();
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      notifications.show({ title: 'Error', message: error.message, color: 'red' });
      onClose();
      return;
    }
    notifications.show({
      title: 'Error',
      message: isUnanswered(error) ? UNEXPECTED_ERROR : SUBMIT_FAILED,
      color: 'red',
    });
  };

  return (
    <DialogFrame opened={material !== null} onClose={onClose} size="lg" title="Edit Material">
      {current && (
        <MaterialForm
          key={`${current.id}:${current.updatedAt}`}
          initialValues={toFormState(current)}
          submitLabel="Save Changes"
          onSubmit={save}
          onError={fail}
          secondaryAction={{ label: 'Cancel', onClick: onClose }}
        />
      )}
    </DialogFrame>
  );
}
