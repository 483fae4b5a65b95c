import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useSavingForm } from '../lib/use-saving-form';
import { FormFrame } from './FormFrame';

/** A reply as its form holds it and as its endpoint takes it. */
interface ReplyBody {
  message: string;
}

/**
 * The reply box of the admins' inbox and of the communication centre: the text, checked by
 * `schema` (the endpoint's shared body schema: a blank reply shows its sentence and nothing is
 * sent), at most `maxLength` characters. `send` sends it; a sent reply toasts `sentText` under
 * 'Reply sent', empties the box and hands what `send` resolved to to `onSent`; a refusal keeps the
 * text and shows the server's sentence under `failureTitle`. `description` says who will read it.
 * `label`, `submitLabel` and `sentTitle` rename the box, its button and the toast's title (an
 * internal note, issue 23).
 */
export function ReplyForm<Sent>({
  schema,
  send,
  onSent,
  pending,
  description,
  maxLength,
  minRows,
  maxRows,
  failureTitle,
  sentText,
  label,
  submitLabel,
  sentTitle,
}: {
  schema: z.ZodMiniType<ReplyBody, ReplyBody>;
  send: (message: string) => Promise<Sent>;
  onSent?: (sent: Sent) => void;
  pending: boolean;
  description?: string;
  maxLength: number;
  minRows: number;
  maxRows?: number;
  failureTitle: string;
  sentText: string;
  label?: string;
  submitLabel?: string;
  sentTitle?: string;
}) {
  const { t } = useTranslation();
  const { form, ...saving } = useSavingForm({
    initialValues: { message: '' },
    schema,
    pending,
    resetOnSuccess: true,
    save: async ({ message }) => {
      const sent = await send(message);
      notifications.show({ title: sentTitle ?? t('Reply sent'), message: sentText, color: 'green' });
      onSent?.(sent);
    },
  });

  return (
    <FormFrame
      saving={saving}
      failureTitle={failureTitle}
      submitLabel={submitLabel ?? t('Send Reply')}
      pending={pending}
      gap="sm"
    >
      <Textarea
        label={label ?? t('Reply')}
        description={description}
        required
        autosize
        minRows={minRows}
        maxRows={maxRows}
        maxLength={maxLength}
        {...form.getInputProps('message')}
      />
    </FormFrame>
  );
}
