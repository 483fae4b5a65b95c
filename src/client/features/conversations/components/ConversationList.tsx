import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../../../shared/conversations/conversations';
import { formatDateTime } from '../../../lib/format';
import classes from './Communication.module.css';
import { ClosedBadge, ContactFormBadge, ReadBadge, WaitingBadge } from './ConversationBadges';

/**
 * A list of conversations (spec §3 "messages (subject, sender, status unread/read)"), each a link
 * to `hrefOf(conversation)`: its subject, its last sender and time (en-US short with time), the
 * start of its last message, and its state. For the student (`view="student"`) the state is
 * Unread or Read (and Closed once support closed it) and an unread conversation is bold; for
 * support (`view="support"`) it is Waiting for reply, Answered or Closed, with the student's name
 * and email (a visitor's marked as such) and Contact form for a contact-form message. The open one
 * is marked current.
 */
export function ConversationList({
  conversations,
  view,
  selectedId,
  hrefOf,
}: {
  conversations: readonly ConversationSummary[];
  view: 'student' | 'support';
  selectedId: string | null;
  hrefOf: (conversation: ConversationSummary) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list}>
      {conversations.map((conversation) => {
        const strong = view === 'student' ? conversation.unread : conversation.waitingForReply;
        return (
          <li key={conversation.id}>
            <UnstyledButton
              component={Link}
              to={hrefOf(conversation)}
              className={classes.item}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
            >
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={strong ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                    {conversation.subject}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {view === 'student' ? (
                      <>
                        <ReadBadge unread={conversation.unread} />
                        {conversation.closedAt && <ClosedBadge />}
                      </>
                    ) : (
                      <WaitingBadge waiting={conversation.waitingForReply} closed={conversation.closedAt !== null} />
                    )}
                  </Group>
                </Group>
                {view === 'support' && (
                  <Group gap="xs" wrap="wrap">
                    {conversation.source === 'contact' && <ContactFormBadge />}
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {conversation.student.name} · {conversation.student.email}
                      {conversation.student.id === null && ` · ${t('Visitor')}`}
                    </Text>
                  </Group>
                )}
                <Text size="sm" c="dimmed">
                  {t('From {{sender}} · {{date}}', {
                    sender: conversation.lastSender,
                    date: formatDateTime(conversation.lastMessageAt),
                  })}
                </Text>
                <Text size="sm" lineClamp={2} fw={strong ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {conversation.preview}
                </Text>
              </Stack>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
