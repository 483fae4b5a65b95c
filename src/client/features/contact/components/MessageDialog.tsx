import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type ContactMessage,
  contactReplyBodySchema,
  REPLY_MAX,
  REPLY_SENT,
} from '../../../../shared/contact/messages';
import { DialogFrame } from '../../../components/DialogFrame';
import { ReplyForm } from '../../../components/ReplyForm';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { useReplyToContactMessage } from '../api/reply-contact-message';
import { InboxStatusBadge } from './InboxStatusBadge';

/** Text as the sender or an admin wrote it: plain text, its line breaks kept. */
const plain = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * One contact message, opened from the inbox (open while `message` is not null): the sender, their
 * email, the date, the full text (plain text, line breaks kept), its state with Mark as unread or
 * Mark as read, the replies sent earlier and the reply form. `onChange` receives the message as
 * the server now has it after a mark or a reply.
 */
export function MessageDialog({
  message,
  onChange,
  onClose,
}: {
  message: ContactMessage | null;
  onChange: (message: ContactMessage) => void;
  onClose: () => void;
}) {
  const mark = useMarkContactMessage();
  const reply = useReplyToContactMessage();

  const toggleRead = () => {
    if (!message || mark.isPending) return;
    mark.mutate({ messageId: message.id, read: message.readAt === null }, { onSuccess: onChange });
  };

  const close = () => {
    mark.reset();
    onClose();
  };

  return (
    <DialogFrame opened={message !== null} onClose={close} size="lg" title={message?.subject}>
      {message && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Text fw={600}>{message.name}</Text>
              <Anchor href={`mailto:${message.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {message.email}
              </Anchor>
              <Text size="sm" c="dimmed">
                Received {formatDateTime(message.createdAt)}
              </Text>
            </div>
            <Group gap="xs">
              <InboxStatusBadge read={message.readAt !== null} />
              <Button size="xs" variant="default" onClick={toggleRead} loading={mark.isPending}>
                {message.readAt === null ? 'Mark as read' : 'Mark as unread'}
              </Button>
            </Group>
          </Group>
          {mark.isError && (
            <Alert color="red" variant="light" role="alert" title="The message was not updated">
              {errorMessage(mark.error)}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <Text style={plain}>{message.message}</Text>
          </Paper>
          {message.replies.length > 0 && (
            <section aria-labelledby="earlier-replies">
              <Title order={3} size="h5" id="earlier-replies" mb="xs">
                Replies sent
              </Title>
              <Stack gap="sm">
                {message.replies.map((reply) => (
                  <Paper key={reply.id} withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
                    <Text size="sm" c="dimmed" mb={4}>
                      {reply.adminName}, {formatDateTime(reply.sentAt)}
                    </Text>
                    <Text size="sm" style={plain}>
                      {reply.message}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </section>
          )}
          <Divider />
          <ReplyForm
            key={message.id}
            schema={contactReplyBodySchema}
            send={(text) => reply.mutateAsync({ messageId: message.id, body: { message: text } })}
            onSent={onChange}
            pending={reply.isPending}
            description={`Sent by email to ${message.email} with the subject “Re: ${message.subject}”.`}
            maxLength={REPLY_MAX}
            minRows={4}
            failureTitle="The reply was not sent"
            sentText={REPLY_SENT}
          />
        </Stack>
      )}
    </DialogFrame>
  );
}
