import { Alert, Button, Card, Checkbox, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CONVERSATION_CLOSED,
  CONVERSATION_STARTED,
  CONVERSATIONS_EMPTY,
  SUPPORT_TEAM_NAME,
} from '../../../../shared/conversations/conversations';
import { DialogFrame } from '../../../components/DialogFrame';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../lib/api-client';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useMarkConversationUnread } from '../api/mark-conversation-unread';
import { useReplyToConversation } from '../api/reply-to-conversation';
import { ClosedBadge, ContactFormBadge, ReadBadge } from './ConversationBadges';
import { ConversationList } from './ConversationList';
import { NewConversationForm } from './NewConversationForm';
import { ThreadColumn } from './ThreadColumn';

/**
 * The student's Communication Center (spec §2, §3, §4, §5; issue 13): New message (subject and
 * message, in a dialog) and the student's conversations, latest activity first, each with subject,
 * sender, date and Unread or Read (bold while unread); CONVERSATIONS_EMPTY when there are none.
 * Opening one (kept in the address as `?conversation=<id>`; reading it marks support's messages
 * read) shows its messages and the reply box; Mark as unread makes support's latest message unread
 * again and goes back to the list. A conversation support closed says so (CONVERSATION_CLOSED):
 * a reply is kept without reopening it unless the student ticks "I still need help" (issue 23).
 * Her contact-form messages sent with her account's email are here too. On a phone the list and
 * the thread take turns, with a Back button; from the md breakpoint they sit side by side.
 */
export function StudentConversations() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const list = useConversations();
  const thread = useConversation(selectedId);
  const reply = useReplyToConversation();
  const markUnread = useMarkConversationUnread();
  const [composing, setComposing] = useState(false);
  const [reopen, setReopen] = useState(false);

  const open = (conversationId: string | null) => {
    setReopen(false);
    setParams(conversationId ? { conversation: conversationId } : {}, { preventScrollReset: true });
  };

  const markAsUnread = (conversationId: string) => {
    // Leave the thread first: showing it again would read it, and mark it read at once.
    open(null);
    markUnread.mutate(conversationId, {
      onSuccess: () =>
        notifications.show({ title: t('Marked as unread'), message: t('The conversation is unread again.') }),
      onError: (error) => notifications.show({ title: t('Error'), message: errorMessage(error), color: 'red' }),
    });
  };

  let listBody: ReactNode;
  if (list.isPending) listBody = <ListSkeleton label={t('Loading your conversations')} />;
  else if (list.isError)
    listBody = <LoadError title={t('Your conversations could not be loaded')} query={list} m="md" />;
  else if (list.data.length === 0)
    listBody = (
      <Text role="status" p="lg">
        {t(CONVERSATIONS_EMPTY)}
      </Text>
    );
  else
    listBody = (
      <ConversationList
        conversations={list.data}
        view="student"
        selectedId={selectedId}
        hrefOf={(conversation) => `?${new URLSearchParams({ conversation: conversation.id })}`}
      />
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" maw={640}>
          {t(
            'Write to the Nightingale support team and follow each conversation here. We answer within 24 hours, and we also email you our replies.',
          )}
        </Text>
        <Button onClick={() => setComposing(true)}>{t('New message')}</Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} visibleFrom={selectedId ? 'md' : undefined}>
          <section aria-labelledby="conversations-heading">
            <Title order={2} size="h4" id="conversations-heading" mb="xs">
              {t('Your conversations')}
            </Title>
            <Card withBorder padding={0} radius="md">
              {listBody}
            </Card>
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ThreadColumn
            selectedId={selectedId}
            query={thread}
            onBack={() => open(null)}
            header={(conversation) => (
              <Group gap="xs">
                <ReadBadge unread={conversation.unread} />
                {conversation.closedAt && <ClosedBadge />}
                {conversation.source === 'contact' && <ContactFormBadge />}
                {conversation.messages.some((message) => message.fromSupport) && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => markAsUnread(conversation.id)}
                    loading={markUnread.isPending}
                  >
                    {t('Mark as unread')}
                  </Button>
                )}
              </Group>
            )}
            replyDescription={(conversation) =>
              conversation.closedAt && !reopen
                ? t('Your reply is kept in this closed conversation; it stays closed.')
                : t('{{team}} answers within 24 hours.', { team: SUPPORT_TEAM_NAME })
            }
            beforeReply={(conversation) =>
              conversation.closedAt && (
                <Alert color="gray" variant="light" title={t('Closed')}>
                  <Stack gap="xs">
                    <Text size="sm">{t(CONVERSATION_CLOSED)}</Text>
                    <Checkbox
                      label={t('I still need help: reopen this conversation')}
                      checked={reopen}
                      onChange={(event) => setReopen(event.currentTarget.checked)}
                    />
                  </Stack>
                </Alert>
              )
            }
            send={(conversation, message) =>
              reply.mutateAsync(
                {
                  conversationId: conversation.id,
                  body: conversation.closedAt ? { message, reopen } : { message },
                },
                { onSuccess: () => setReopen(false) },
              )
            }
            sending={reply.isPending}
          />
        </Grid.Col>
      </Grid>
      <DialogFrame opened={composing} onClose={() => setComposing(false)} title={t('New message')} size="lg">
        <NewConversationForm
          onCancel={() => setComposing(false)}
          onStarted={(started) => {
            setComposing(false);
            notifications.show({ title: t('Message sent'), message: t(CONVERSATION_STARTED), color: 'green' });
            open(started.id);
          }}
        />
      </DialogFrame>
    </Stack>
  );
}
