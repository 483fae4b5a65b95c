import { Anchor, Button, Card, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CONVERSATION_CLOSED_TOAST,
  CONVERSATION_REOPENED_TOAST,
  type Conversation,
  SUPPORT_INBOX_EMPTY,
  SUPPORT_INBOX_FILTERS,
  SUPPORT_TEAM_NAME,
} from '../../../../shared/conversations/conversations';
import { msg } from '../../../../shared/i18n/msg';
import { ListPagination } from '../../../components/ListPagination';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { errorMessage } from '../../../lib/api-client';
import { pageOf } from '../../../lib/page-param';
import { useSupportConversation } from '../api/get-support-conversation';
import { type SupportInboxFilter, useSupportInbox } from '../api/get-support-inbox';
import { useReplyAsSupport } from '../api/reply-as-support';
import { useSetConversationClosed } from '../api/set-conversation-closed';
import { ContactFormBadge, WaitingBadge } from './ConversationBadges';
import { ConversationList } from './ConversationList';
import { SupportThreadSide } from './SupportThreadSide';
import { ThreadColumn } from './ThreadColumn';

const FILTER_LABELS: Record<SupportInboxFilter, string> = {
  waiting: msg('Waiting for reply'),
  open: msg('Open'),
  closed: msg('Closed'),
  all: msg('All'),
};
const DEFAULT_FILTER: SupportInboxFilter = 'waiting';

/** True when `value` is one of the shared inbox's filters. */
const isFilter = (value: string | null): value is SupportInboxFilter =>
  (SUPPORT_INBOX_FILTERS as readonly (string | null)[]).includes(value);

/** What the inbox says when its filter holds nothing. */
const EMPTY_TEXT: Record<SupportInboxFilter, string> = {
  waiting: SUPPORT_INBOX_EMPTY,
  open: msg('No open conversations. Closed ones are under Closed.'),
  closed: msg('No closed conversations yet. Close a conversation once it is answered.'),
  all: msg(
    'No conversations yet. Questions from the Communication Center, the Help Center and the Contact page appear here.',
  ),
};

/** Who reads support's reply in `conversation`: the student (in the app and by email), or a visitor by email only. */
function replyDescriptionOf(conversation: Conversation, t: TFunction): string {
  const values = { email: conversation.student.email, team: SUPPORT_TEAM_NAME };
  return conversation.student.id === null
    ? t(
        'Sent by email to {{email}} (a visitor without an account), signed with your first name and {{team}}, and kept here.',
        values,
      )
    : t('Signed with your first name and {{team}}, and emailed to {{email}}.', values);
}

/**
 * The one support queue on /communication (issue 13 "admins answer from a shared inbox showing
 * which conversations wait for a reply"; issue 23: the contact form's messages too): the filter
 * Waiting for reply (the default), Open, Closed or All, and the page, kept in the address
 * (`?status=all`, `?page=`); the conversations, waiting first, then open, then closed, each with
 * Waiting for reply, Answered or Closed, Contact form when it came from there, the student's (or
 * visitor's) name and email, subject, last sender and time; SUPPORT_INBOX_EMPTY when none waits.
 * Opening one (`?conversation=<id>`) shows its messages, Close or Reopen, the reply box (answers as
 * "<first name>, Nightingale Support", emailed to the student; a visitor's by email only), and
 * beside it the student's programme and documents and the internal notes. Reading a conversation
 * here does not change what the student has read.
 */
export function SupportInboxView() {
  const { t } = useTranslation();
  const filterOptions = SUPPORT_INBOX_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }));
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: SupportInboxFilter = isFilter(requested) ? requested : DEFAULT_FILTER;
  const page = pageOf(params.get('page'));
  const selectedId = params.get('conversation');
  const inbox = useSupportInbox({ status, page });
  const thread = useSupportConversation(selectedId);
  const reply = useReplyAsSupport();
  const closing = useSetConversationClosed();

  const setClosed = (conversation: Conversation, closed: boolean) =>
    closing.mutate(
      { conversationId: conversation.id, closed },
      {
        onSuccess: () =>
          notifications.show({
            title: closed ? t('Closed') : t('Reopened'),
            message: closed ? t(CONVERSATION_CLOSED_TOAST) : t(CONVERSATION_REOPENED_TOAST),
            color: 'green',
          }),
        onError: (error) => notifications.show({ title: t('Error'), message: errorMessage(error), color: 'red' }),
      },
    );

  /** The address with `changes` applied (null removes a parameter); defaults are left out. */
  const addressWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (next.get('status') === DEFAULT_FILTER) next.delete('status');
    if (next.get('page') === '1') next.delete('page');
    return next;
  };
  const go = (changes: Record<string, string | null>) => setParams(addressWith(changes), { preventScrollReset: true });

  let listBody: ReactNode;
  if (inbox.isPending) listBody = <ListSkeleton label={t('Loading the support inbox')} />;
  else if (inbox.isError && !inbox.data)
    listBody = <LoadError title={t('The support inbox could not be loaded')} query={inbox} m="md" />;
  else if (inbox.data.conversations.length === 0)
    listBody = (
      <Text role="status" p="lg">
        {inbox.data.total === 0 ? t(EMPTY_TEXT[status]) : t('There are no conversations on page {{page}}.', { page })}
      </Text>
    );
  else
    listBody = (
      <div aria-busy={inbox.isPlaceholderData}>
        <ConversationList
          conversations={inbox.data.conversations}
          view="support"
          selectedId={selectedId}
          hrefOf={(conversation) => `?${addressWith({ conversation: conversation.id })}`}
        />
      </div>
    );

  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={720}>
        {t(
          'Questions from students and messages sent from the Contact page, answered by the support team in one queue. Your replies are signed “your first name, {{team}}” and emailed to the sender.',
          { team: SUPPORT_TEAM_NAME },
        )}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} visibleFrom={selectedId ? 'md' : undefined}>
          <section aria-labelledby="inbox-heading">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" gap="xs">
                <Title order={2} size="h4" id="inbox-heading">
                  {t('Support queue')}
                </Title>
                {inbox.data && (
                  <Text size="sm" c="dimmed" role="status">
                    {t('{{count}} waiting for a reply', { count: inbox.data.waiting })}
                  </Text>
                )}
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="support-inbox-filter">
                  {t('Show')}
                </Text>
                <SegmentedControl
                  aria-labelledby="support-inbox-filter"
                  data={filterOptions}
                  value={status}
                  onChange={(value) => {
                    if (isFilter(value)) go({ status: value, page: null });
                  }}
                  fullWidth
                />
              </Stack>
              <Card withBorder padding={0} radius="md">
                {listBody}
              </Card>
              {inbox.data && (
                <ListPagination
                  label={t('Pages of conversations')}
                  page={page}
                  pageSize={inbox.data.pageSize}
                  total={inbox.data.total}
                  onChange={(next) => go({ page: String(next) })}
                />
              )}
            </Stack>
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ThreadColumn
              selectedId={selectedId}
              query={thread}
              onBack={() => go({ conversation: null })}
              header={(conversation) => (
                <Group gap="xs" wrap="wrap">
                  <WaitingBadge waiting={conversation.waitingForReply} closed={conversation.closedAt !== null} />
                  {conversation.source === 'contact' && <ContactFormBadge />}
                  <Text size="sm" fw={600}>
                    {conversation.student.name}
                    {conversation.student.id === null && ` ${t('(visitor)')}`}
                  </Text>
                  <Anchor href={`mailto:${conversation.student.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {conversation.student.email}
                  </Anchor>
                  <Button
                    size="xs"
                    variant="default"
                    ml="auto"
                    loading={closing.isPending}
                    onClick={() => setClosed(conversation, conversation.closedAt === null)}
                  >
                    {conversation.closedAt === null ? t('Close conversation') : t('Reopen conversation')}
                  </Button>
                </Group>
              )}
              replyDescription={(conversation) => replyDescriptionOf(conversation, t)}
              send={(conversation, message) =>
                reply.mutateAsync({ conversationId: conversation.id, body: { message } })
              }
              sending={reply.isPending}
            />
            {thread.data && <SupportThreadSide conversation={thread.data} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
