import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../../shared/conversations/conversations';
import { formatDateTime } from '../../../lib/format';
import classes from './Communication.module.css';

/**
 * One conversation: `back` (the phone's Back button), its subject (a level-2 heading that takes the focus when another conversation
 * is opened, so a keyboard or screen reader user lands on it), `header` (state, actions, the
 * student for support), then its messages oldest first, each with its author (support's signed
 * by the server with the team's name, SUPPORT_TEAM_NAME, and tinted), its time and its text as plain text with its line breaks,
 * then `footer` (the reply box).
 */
export function ConversationThread({
  conversation,
  back,
  header,
  footer,
}: {
  conversation: Conversation;
  /** Above the subject: the phone's way back to the list. */
  back?: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (conversation.id) heading.current?.focus({ preventScroll: false });
  }, [conversation.id]);

  return (
    <Stack gap="md">
      <Stack gap="xs">
        {back}
        <Title
          order={2}
          size="h3"
          ref={heading}
          tabIndex={-1}
          style={{ overflowWrap: 'anywhere', outline: 'none' }}
          id="conversation-subject"
        >
          {conversation.subject}
        </Title>
        {header}
      </Stack>
      <Stack gap="sm" component="ol" aria-label={t('Messages')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {conversation.messages.map((message) => (
          <li key={message.id}>
            <Paper
              withBorder
              p="sm"
              radius="md"
              className={message.fromSupport ? classes.fromSupport : undefined}
              ml={message.fromSupport ? 0 : { base: 0, sm: 'xl' }}
              mr={message.fromSupport ? { base: 0, sm: 'xl' } : 0}
            >
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {message.authorName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" className={classes.message}>
                {message.body}
              </Text>
            </Paper>
          </li>
        ))}
      </Stack>
      {footer}
    </Stack>
  );
}
