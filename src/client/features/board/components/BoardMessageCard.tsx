import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BoardMessage } from '../../../../shared/board/messages';
import { formatDateTime } from '../../../lib/format';
import { reportedTimes } from './board-texts';

/** What the viewer may do with a message; each absent action hides its button. */
export interface MessageActions {
  /** A signed-in user other than the author, not an admin: Report (or "Reported" once done). */
  onReport?: (message: BoardMessage) => void;
  /** Admins (spec §6 "Delete board messages"): Delete, after a confirmation. */
  onDelete?: (message: BoardMessage) => void;
  /** Admins, on a reported message: Keep message, which clears its reports. */
  onKeep?: (message: BoardMessage) => void;
  /** The message whose reports are being cleared, if any. */
  keeping?: string | null;
}

/**
 * One message of the board (spec §3 "message_board row", §5): the author's name, the date (en-US
 * short with hour and minute) and the text, as plain text with its line breaks (never as HTML).
 * Admins also read the author's email, how often it was reported and why, and get Keep message
 * and Delete; other signed-in users get Report on messages not their own.
 */
export function BoardMessageCard({ message, actions }: { message: BoardMessage; actions: MessageActions }) {
  const authorId = `board-message-${message.id}-author`;
  const { onReport, onDelete, onKeep, keeping } = actions;
  const reasons = message.reportReasons.filter((reason) => reason.trim() !== '');
  const canReport = onReport && !message.mine;
  const hasActions = canReport || onDelete || (onKeep && message.reportCount > 0);

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={authorId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={authorId} style={{ overflowWrap: 'anywhere' }}>
              {message.authorName}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              {message.mine && ' · Your message'}
            </Text>
            {message.authorEmail && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {message.authorEmail}
              </Text>
            )}
          </div>
          {message.reportCount > 0 && (
            <Badge color="yellow" variant="filled" autoContrast style={{ flexShrink: 0 }}>
              {reportedTimes(message.reportCount)}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        {message.reportCount > 0 && reasons.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Reasons given:
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
        {hasActions && (
          <Group gap="xs" mt={4}>
            {canReport &&
              (message.reportedByMe ? (
                <Text size="sm" c="dimmed" fw={500}>
                  Reported
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => onReport(message)}
                  aria-label={`Report the message from ${message.authorName}`}
                >
                  Report
                </Button>
              ))}
            {onKeep && message.reportCount > 0 && (
              <Button
                size="xs"
                variant="default"
                onClick={() => onKeep(message)}
                loading={keeping === message.id}
                aria-label={`Keep message from ${message.authorName} and clear its reports`}
              >
                Keep message
              </Button>
            )}
            {onDelete && (
              <Button
                size="xs"
                color="red"
                variant="outline"
                onClick={() => onDelete(message)}
                aria-label={`Delete the message from ${message.authorName}`}
              >
                Delete
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
