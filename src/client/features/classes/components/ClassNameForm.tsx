import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CLASS_NAME_MAX, type ClassBody, classBodySchema } from '../../../../shared/classes/schemas';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';

/**
 * The form of the New class and Rename dialogs (issue 28 item 5): "Class name" (starting at
 * `initialName`, checked with the shared classBodySchema, at most CLASS_NAME_MAX characters), the
 * server's refusal `error` (an ApiError, shown under `errorTitle`), Cancel (`onCancel`) and the
 * submit button `submitLabel` (loading while `pending`), which calls `onSubmit` with the body.
 */
export function ClassNameForm({
  initialName,
  description,
  submitLabel,
  errorTitle,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  description?: string;
  submitLabel: string;
  errorTitle: string;
  /** The mutation's error, or null while it has not failed. */
  error: unknown;
  pending: boolean;
  onSubmit: (body: ClassBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ClassBody>({
    mode: 'controlled',
    initialValues: { name: initialName },
    validate: translatedResolver(classBodySchema),
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('Class name')}
          description={description}
          required
          maxLength={CLASS_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        {error != null && (
          <Alert color="red" role="alert" title={errorTitle}>
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
