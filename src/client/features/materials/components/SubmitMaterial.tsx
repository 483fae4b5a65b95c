import { Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { MATERIAL_SUBMITTED, type MaterialBody } from '../../../../shared/materials/materials';
import { useSubmitMaterial } from '../api/submit-material';
import { MaterialForm } from './MaterialForm';
import { isUnanswered, SUBMIT_FAILED, UNEXPECTED_ERROR } from './material-errors';

/**
 * The Submit Material tab (spec §2 "Trainer content", §5 "Material submit", §8): the material form
 * with 'Submit for Review'. Success: the toast 'Your training material has been submitted for
 * review.', the form (file too) empties and My Materials is refreshed. A failure of the upload or
 * of the save: a toast titled 'Error', 'Failed to submit training material. Please try again.' when
 * the server refused or failed (its own sentence shows in the form, e.g. the file is too large) or
 * 'An unexpected error occurred. Please try again.' when it could not be reached; what was typed stays.
 */
export function SubmitMaterial() {
  const { t } = useTranslation();
  const submitMaterial = useSubmitMaterial();

  const save = async (body: MaterialBody) => {
    await submitMaterial.mutateAsync(body);
    notifications.show({ title: t('Material Submitted'), message: t(MATERIAL_SUBMITTED), color: 'green' });
  };

  const fail = (error: unknown) =>
    notifications.show({
      title: t('Error'),
      message: isUnanswered(error) ? t(UNEXPECTED_ERROR) : t(SUBMIT_FAILED),
      color: 'red',
    });

  return (
    <Card withBorder padding="lg" radius="md">
      <Text c="dimmed" size="sm" mb="md">
        {t(
          'An administrator reviews each material before students see it. Fields marked with an asterisk are required.',
        )}
      </Text>
      <MaterialForm submitLabel={t('Submit for Review')} onSubmit={save} onError={fail} resetOnSuccess />
    </Card>
  );
}
