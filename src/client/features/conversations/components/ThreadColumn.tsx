import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Conversation,
  MESSAGE_MAX,
  REPLY_SENT,
  replyBodySchema,
} from '../../../../shared/conversations/conversations';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { ReplyForm } from '../../../components/ReplyForm';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { ConversationThread } from './ConversationThread';

/** The Back button that returns a phone to the list (hidden from the md breakpoint, where the list stays beside the thread). */
function BackToList({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="xs" onClick={onBack} hiddenFrom="md" style={{ alignSelf: 'flex-start' }}>
      ← {t('Back to conversations')}
    </Button>
  );
}

/**
 * The open conversation's column while it loads or when it cannot be shown: a loader; for a 404
 * (not the viewer's, or gone) the server's sentence and Back; for another failure the reason and
 * Try Again. `children` is the thread once loaded.
 */
/** What the thread's column reads of the conversation's query. */
type ThreadQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

function ThreadPanel({ query, onBack, children }: { query: ThreadQuery; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader label={t('Loading the conversation')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" title={t('This conversation cannot be shown')} w="100%">
            {errorMessage(query.error)}
          </Alert>
          <Button variant="default" onClick={onBack}>
            {t('Back to conversations')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <BackToList onBack={onBack} />
        <LoadError title={t('The conversation could not be loaded')} query={query} />
      </Stack>
    );
  }
  return children;
}

/**
 * The Communication Center's right-hand column, the same for a student and for support: with no
 * conversation chosen, a hint (from the md breakpoint up; on a phone the list shows instead);
 * otherwise the conversation (its loading, refused and failed states by ThreadPanel) with `header`
 * above its messages and a reply box under them, whose `replyDescription` says who reads the reply
 * and whose `send` posts it (`sending` while it is on its way); `beforeReply` shows above the box
 * (the student's "I still need help" on a closed conversation). Back (phones) calls `onBack`.
 */
export function ThreadColumn({
  selectedId,
  query,
  onBack,
  header,
  replyDescription,
  send,
  sending,
  beforeReply,
}: {
  selectedId: string | null;
  query: ThreadQuery & { data: Conversation | undefined };
  onBack: () => void;
  header: (conversation: Conversation) => ReactNode;
  replyDescription: (conversation: Conversation) => string;
  send: (conversation: Conversation, message: string) => Promise<unknown>;
  sending: boolean;
  beforeReply?: (conversation: Conversation) => ReactNode;
}) {
  const { t } = useTranslation();
  const conversation = query.data;
  if (!selectedId) {
    return (
      <Card withBorder padding="lg" radius="md" visibleFrom="md">
        <Text c="dimmed">{t('Choose a conversation to read it and reply.')}</Text>
      </Card>
    );
  }
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="conversation-subject">
      <ThreadPanel query={query} onBack={onBack}>
        {conversation && (
          <ConversationThread
            conversation={conversation}
            back={<BackToList onBack={onBack} />}
            header={header(conversation)}
            footer={
              <Stack gap="sm">
                {beforeReply?.(conversation)}
                <ReplyForm
                  key={conversation.id}
                  schema={replyBodySchema}
                  pending={sending}
                  description={replyDescription(conversation)}
                  send={(message) => send(conversation, message)}
                  maxLength={MESSAGE_MAX}
                  minRows={3}
                  maxRows={12}
                  failureTitle={t('Your reply was not sent')}
                  sentText={t(REPLY_SENT)}
                />
              </Stack>
            }
          />
        )}
      </ThreadPanel>
    </Card>
  );
}
