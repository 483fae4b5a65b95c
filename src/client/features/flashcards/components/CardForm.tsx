import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  CARD_BACK_MAX,
  CARD_FRONT_MAX,
  type NewCardBody,
  newCardBodySchema,
} from '../../../../shared/flashcards/schemas';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';

/**
 * The front and back of a card (issue 25 item 3), checked with the shared schema (newCardBodySchema):
 * a new card she writes, or an edit of any of her cards. `onSave` gets the trimmed texts; `error`
 * shows why the last save was refused.
 */
export function CardForm({
  initial = { front: '', back: '' },
  submitLabel,
  pending,
  error,
  onSave,
  onCancel,
}: {
  initial?: NewCardBody;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSave: (values: NewCardBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<NewCardBody>({
    mode: 'controlled',
    initialValues: initial,
    validate: translatedResolver(newCardBodySchema),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSave({ front: values.front.trim(), back: values.back.trim() }))}
    >
      <Stack gap="md">
        <Textarea
          label={t('Front')}
          description={t('The question or cue you want to recall.')}
          required
          autosize
          minRows={2}
          maxLength={CARD_FRONT_MAX}
          data-autofocus
          {...form.getInputProps('front')}
        />
        <Textarea
          label={t('Back')}
          description={t('The answer.')}
          required
          autosize
          minRows={3}
          maxLength={CARD_BACK_MAX}
          {...form.getInputProps('back')}
        />
        {error !== null && error !== undefined && (
          <Alert color="red" role="alert" title={t('The card was not saved')}>
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
