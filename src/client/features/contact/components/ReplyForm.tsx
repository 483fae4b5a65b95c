import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ContactMessage,
  contactReplyBodySchema,
  REPLY_MAX,
  REPLY_SENT,
} from '../../../../shared/contact/messages';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useReplyToContactMessage } from '../api/reply-contact-message';

/**
 * The reply to a contact message: the text (required after trimming, 'Please write a reply before
 * sending.'), sent by email to the sender with the subject "Re: <subject>". A sent reply toasts
 * 'Reply sent by email.', empties the form and hands the message, now with the reply, to
 * `onSent`; a refusal keeps the text and shows the server's sentence.
 */
export function ReplyForm({ message, onSent }: { message: ContactMessage; onSent: (message: ContactMessage) => void }) {
  const reply = useReplyToContactMessage();
  const { form, formElement, submit, failure } = useSavingForm({
    initialValues: { message: '' },
    schema: contactReplyBodySchema,
    pending: reply.isPending,
    resetOnSuccess: true,
    save: async (body) => {
      const updated = await reply.mutateAsync({ messageId: message.id, body });
      notifications.show({ title: 'Reply sent', message: REPLY_SENT, color: 'green' });
      onSent(updated);
    },
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Reply"
          description={`Sent by email to ${message.email} with the subject “Re: ${message.subject}”.`}
          required
          autosize
          minRows={4}
          maxLength={REPLY_MAX}
          {...form.getInputProps('message')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" title="The reply was not sent">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
