import { Badge, Box, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '../../../../shared/account/user';
import { BOARD_BADGE_LABELS, type BoardMessage, type BoardThread } from '../../../../shared/board/messages';
import { formatDateTime } from '../../../lib/format';
import { KEPT_FOR_OTHERS, replyCount, reportedTimes } from './board-texts';
import { ReplyForm } from './ReplyForm';

/** What the viewer may do with a message or reply; each absent action hides its button. */
export interface MessageActions {
  /** A signed-in user other than the author, not an admin: Report (or "Reported" once done). */
  onReport?: (message: BoardMessage) => void;
  /**
   * Signed-in users: Delete, after a confirmation, on their own messages and replies (issue 27
   * item 6), and on every one for a `moderator` (spec §6 "Delete board messages"). A thread's first
   * message comes with its replies, which go with it; so an author's thread under which others
   * replied has no Delete, but a line saying why (the server refuses it with 409).
   */
  onDelete?: (message: BoardMessage & { replies?: readonly BoardMessage[] }) => void;
  /** An admin (spec §6): Delete on every message and reply; Keep message on reported ones. */
  moderator?: boolean;
  /** Admins, on a reported message: Keep message, which clears its reports. */
  onKeep?: (message: BoardMessage) => void;
  /** The message whose reports are being cleared, if any. */
  keeping?: string | null;
  /** The signed-in user, who may reply to threads (issue 27 item 6); absent for visitors. */
  replyAs?: AccountUser;
}

/** The role's badge beside an author's name: "Trainer" or "Admin" (issue 27 item 6), dark enough for white text (WCAG AA). */
function AuthorBadge({ message }: { message: BoardMessage }) {
  const { t } = useTranslation();
  if (!message.authorBadge) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      color={message.authorBadge === 'admin' ? 'red.9' : 'teal.9'}
      autoContrast
      style={{ flexShrink: 0, verticalAlign: 'middle' }}
    >
      {t(BOARD_BADGE_LABELS[message.authorBadge])}
    </Badge>
  );
}

/** The accessible name of a message's or reply's Delete button. */
function deleteLabel(message: BoardMessage, t: TFunction): string {
  const name = message.authorName;
  if (message.parentId !== null) {
    return message.mine ? t('Delete your reply') : t('Delete the reply from {{name}}', { name });
  }
  return message.mine ? t('Delete your message') : t('Delete the message from {{name}}', { name });
}

/**
 * One message or reply: author (with her badge), date, "Your message"/"Your reply", the admins'
 * email and reports, the text as plain text, and the viewer's actions. `level` is the heading
 * level of the author's name (3 for threads, 4 for replies).
 */
function MessageBody({
  message,
  actions,
  replies,
}: {
  message: BoardMessage;
  actions: MessageActions;
  /** A thread's replies, which a deletion of it takes along. */
  replies?: readonly BoardMessage[];
}) {
  const { t } = useTranslation();
  const { onReport, onDelete, onKeep, keeping, moderator } = actions;
  const reply = message.parentId !== null;
  const name = message.authorName;
  const authorId = `board-message-${message.id}-author`;
  const reasons = message.reportReasons.filter((reason) => reason.trim() !== '');
  const canReport = onReport && !message.mine;
  // An author's thread stays while others' replies are under it (the server answers 409).
  const othersReplied = !reply && (replies ?? []).some((answer) => !answer.mine);
  const keptForOthers = !moderator && message.mine && othersReplied;
  const canDelete = onDelete && (moderator || (message.mine && !keptForOthers));
  const canKeep = onKeep && message.reportCount > 0;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} align="center" wrap="wrap">
            <Title order={reply ? 4 : 3} size={reply ? 'h6' : 'h5'} id={authorId} style={{ overflowWrap: 'anywhere' }}>
              {message.authorName}
            </Title>
            <AuthorBadge message={message} />
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            {message.mine && ` · ${reply ? t('Your reply') : t('Your message')}`}
          </Text>
          {onDelete && keptForOthers && (
            <Text size="sm" c="dimmed">
              {t(KEPT_FOR_OTHERS)}
            </Text>
          )}
          {message.authorEmail && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {message.authorEmail}
            </Text>
          )}
        </div>
        {message.reportCount > 0 && (
          <Badge color="yellow" variant="filled" autoContrast style={{ flexShrink: 0 }}>
            {reportedTimes(message.reportCount, t)}
          </Badge>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
      {message.reportCount > 0 && reasons.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('Reasons given:')}
          </Text>
          <List size="sm" style={{ overflowWrap: 'anywhere' }}>
            {reasons.map((reason, index) => (
              // Reasons have no id of their own and never reorder within a render.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <List.Item key={index}>{reason}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {(canReport || canDelete || canKeep) && (
        <Group gap="xs" mt={4}>
          {canReport &&
            (message.reportedByMe ? (
              <Text size="sm" c="dimmed" fw={500}>
                {t('Reported')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => onReport(message)}
                aria-label={
                  reply
                    ? t('Report the reply from {{name}}', { name })
                    : t('Report the message from {{name}}', { name })
                }
              >
                {t('Report')}
              </Button>
            ))}
          {canKeep && (
            <Button
              size="xs"
              variant="default"
              onClick={() => onKeep(message)}
              loading={keeping === message.id}
              aria-label={
                reply
                  ? t('Keep reply from {{name}} and clear its reports', { name })
                  : t('Keep message from {{name}} and clear its reports', { name })
              }
            >
              {reply ? t('Keep reply') : t('Keep message')}
            </Button>
          )}
          {canDelete && (
            <Button
              size="xs"
              color="red"
              variant="outline"
              onClick={() => onDelete(replies ? { ...message, replies } : message)}
              aria-label={deleteLabel(message, t)}
            >
              {t('Delete')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/**
 * One thread of the board (spec §3 "message_board row", §5; issue 27 item 6): its first message,
 * with the author's name and badge ("Trainer", "Admin"), the date (en-US short with hour and minute)
 * and the text as plain text with its line breaks (never as HTML); then "N replies" and the replies,
 * oldest first, each the same way; then, for signed-in users, Reply and its form. Admins also read
 * the authors' emails, how often each was reported and why, and get Keep and Delete on every
 * message and reply; other signed-in users get Report on others' and Delete on their own.
 */
export function BoardMessageCard({ message, actions }: { message: BoardThread; actions: MessageActions }) {
  const { t } = useTranslation();
  const repliesId = `board-message-${message.id}-replies`;
  const count = message.replies.length;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-labelledby={`board-message-${message.id}-author`}
    >
      <Stack gap="sm">
        <MessageBody message={message} actions={actions} replies={message.replies} />
        {count > 0 && (
          <Box component="section" aria-labelledby={repliesId}>
            <Text id={repliesId} size="sm" fw={600} c="dimmed" mb="xs">
              {replyCount(count, t)}
            </Text>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {message.replies.map((reply) => (
                <Box
                  key={reply.id}
                  component="li"
                  pl="sm"
                  style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
                >
                  <article aria-labelledby={`board-message-${reply.id}-author`}>
                    <MessageBody message={reply} actions={actions} />
                  </article>
                </Box>
              ))}
            </Stack>
          </Box>
        )}
        {actions.replyAs && <ReplyForm thread={message} user={actions.replyAs} />}
      </Stack>
    </Card>
  );
}
