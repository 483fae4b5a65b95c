import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_MAX, REPLY_SENT, replyBodySchema } from '../../../../shared/conversations/conversations';
import { useSavingForm } from '../../../lib/use-saving-form';

/**
 * The reply box under a conversation (spec §5 "A reply in the communication centre needs
 * non-blank text"): the text is checked by the shared `replyBodySchema`, so a blank reply shows
 * MESSAGE_REQUIRED and nothing is sent; the server's refusal (MESSAGE_REQUIRED too, or the hourly
 * limit) shows its sentence and keeps the text. A sent reply toasts REPLY_SENT and empties the box.
 * `send` posts it (the student's or support's route); `description` says who will read it.
 */
export function ReplyForm({
  send,
  pending,
  description,
}: {
  send: (message: string) => Promise<unknown>;
  pending: boolean;
  description?: string;
}) {
  const { form, formElement, submit, failure } = useSavingForm({
    initialValues: { message: '' },
    schema: replyBodySchema,
    pending,
    resetOnSuccess: true,
    save: async ({ message }) => {
      await send(message);
      notifications.show({ title: 'Reply sent', message: REPLY_SENT, color: 'green' });
    },
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Reply"
          description={description}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Your reply was not sent">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
