import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type Conversation,
  MESSAGE_MAX,
  newConversationBodySchema,
  SUBJECT_MAX,
} from '../../../../shared/conversations/conversations';
import { FormFrame } from '../../../components/FormFrame';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useStartConversation } from '../api/start-conversation';

/**
 * A new conversation with the support team (the Communication Center's New message and the
 * support request form of /support): Subject and Message, both required (SUBJECT_REQUIRED,
 * MESSAGE_REQUIRED, checked by the shared `newConversationBodySchema`). Sent, it hands the new
 * conversation to `onStarted` and empties the form; a refusal keeps what was typed and shows the
 * server's sentence. `onCancel`, when given, adds a Cancel button.
 */
export function NewConversationForm({
  onStarted,
  onCancel,
  submitLabel,
}: {
  onStarted: (conversation: Conversation) => void;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const start = useStartConversation();
  const { form, ...saving } = useSavingForm({
    initialValues: { subject: '', message: '' },
    schema: newConversationBodySchema,
    pending: start.isPending,
    resetOnSuccess: true,
    save: async (body) => onStarted(await start.mutateAsync(body)),
  });

  return (
    <FormFrame
      saving={saving}
      failureTitle={t('Your message was not sent')}
      submitLabel={submitLabel ?? t('Send Message')}
      pending={start.isPending}
      secondaryAction={onCancel && { label: t('Cancel'), onClick: onCancel }}
    >
      <TextInput
        label={t('Subject', { context: 'email' })}
        required
        maxLength={SUBJECT_MAX}
        {...form.getInputProps('subject')}
      />
      <Textarea
        label={t('Message')}
        required
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MESSAGE_MAX}
        {...form.getInputProps('message')}
      />
    </FormFrame>
  );
}
