import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BOARD_LOAD_FAILED, BOARD_LOGIN_REQUIRED, type BoardMessage } from '../../../shared/board/messages';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { ListPagination } from '../../components/ListPagination';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { pageOf } from '../../lib/page-param';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useDismissBoardReports } from './api/dismiss-board-reports';
import { useBoardMessages } from './api/get-board-messages';
import { BoardMessageCard, type MessageActions } from './components/BoardMessageCard';
import { BOARD_EMPTY, BOARD_INTRO, LOGIN_TO_POST } from './components/board-texts';
import { type DeletedMessage, DeleteMessageDialog } from './components/DeleteMessageDialog';
import { loginToPostHref, PostMessageForm } from './components/PostMessageForm';
import { ReportMessageDialog } from './components/ReportMessageDialog';

/**
 * Runs `action` once no menu is open or closing (no dropdown left in the page), at most a second
 * later. The Messages menu's dropdown fades out after Post New Message is clicked; scrolling while
 * it is still under the pointer would hover it open again, and it would take the focus.
 * Returns a function that cancels it.
 */
function afterMenusClose(action: () => void, limitMs = 1000): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (!document.querySelector('[role="menu"]') || performance.now() - started > limitMs) action();
    else frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** Room above the post form when it is scrolled to, so the sticky top bar does not cover it (px). */
const POST_SCROLL_MARGIN = 140;

/**
 * /messages, the Community Message Board (spec §2, §3 "message_board row", §5 "Message board", §6,
 * §7, §8; issue 12): anyone reads the messages, newest first, BOARD_PAGE_SIZE a page (the page in
 * `?page=`), each with its author, date and plain text. The post form (anchor #post; the Messages
 * menu's Post New Message scrolls it into view and focuses its first field that takes typing, from another page or
 * this one) is for signed-in users, under their account's name; a signed-out visitor reads 'Please
 * log in to post a message' and a link to /login that brings them back to the form. Issue 27 item
 * 6: each message is a thread with its replies; signed-in users reply to threads, delete their own
 * messages and replies after a confirmation, and report others'; admins delete any after a
 * confirmation and see threads with reports first with their reports. A failed load toasts 'Failed
 * to load messages' and offers Try Again.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const messages = useBoardMessages(page, user?.id ?? null, !isLoading);
  const dismiss = useDismissBoardReports();
  const [deleting, setDeleting] = useState<DeletedMessage | null>(null);
  const [reporting, setReporting] = useState<BoardMessage | null>(null);
  const postSection = useRef<HTMLElement>(null);
  const listSection = useRef<HTMLDivElement>(null);
  const { error, errorUpdatedAt } = messages;
  const isAdmin = can(user, 'deleteBoardMessages');

  // One toast per failed load (a retry that fails again toasts again).
  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    notifications.show({ title: t('Error'), message: t(BOARD_LOAD_FAILED), color: 'red' });
  }, [error, errorUpdatedAt, t]);

  // Post New Message (/messages#post): bring the form into view and focus its first field, on
  // arrival and on every click of the menu item while here (each navigation has its own key), and
  // again if the session is learnt later (the form replaces the login link).
  const arrival = `${user ? 'signed in' : 'signed out'} ${location.key}${location.hash}`;
  useEffect(() => {
    if (isLoading || !arrival.endsWith('#post')) return;
    const section = postSection.current;
    if (!section) return;
    return afterMenusClose(() => {
      section.scrollIntoView?.({ block: 'start' });
      section.querySelector<HTMLElement>('input:not([readonly]), textarea, a[href]')?.focus({ preventScroll: true });
    });
  }, [arrival, isLoading]);

  const goToPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
    listSection.current?.scrollIntoView?.({ block: 'start' });
  };

  const keep = (message: BoardMessage) => {
    if (dismiss.isPending) return;
    dismiss.mutate(message.id, {
      onSuccess: () =>
        notifications.show({
          title: t('Reports Cleared'),
          message: t('The message from {{name}} stays on the board.', { name: message.authorName }),
          color: 'green',
        }),
      onError: (failure) => notifications.show({ title: t('Error'), message: errorMessage(failure), color: 'red' }),
    });
  };

  const actions: MessageActions = isAdmin
    ? {
        onDelete: setDeleting,
        moderator: true,
        onKeep: keep,
        keeping: dismiss.isPending ? (dismiss.variables ?? null) : null,
        replyAs: user ?? undefined,
      }
    : user
      ? { onReport: setReporting, onDelete: setDeleting, replyAs: user }
      : {};

  const data = messages.data;
  let list: ReactNode;
  if (messages.isPending) {
    list = <ListSkeleton label={t('Loading messages')} shape="cards" />;
  } else if (messages.isError && !data) {
    list = <LoadError title={t(BOARD_LOAD_FAILED)} query={messages} />;
  } else if (data && data.total === 0) {
    list = (
      <Text role="status" fw={500}>
        {t(BOARD_EMPTY)}
      </Text>
    );
  } else if (data && data.messages.length === 0) {
    list = (
      <Stack gap="sm" align="flex-start">
        <Text role="status">{t('There are no messages on page {{page}}.', { page })}</Text>
        <Button variant="default" size="sm" onClick={() => goToPage(1)}>
          {t('Go to the newest messages')}
        </Button>
      </Stack>
    );
  } else if (data) {
    list = (
      <Stack gap="md" aria-busy={messages.isPlaceholderData}>
        {messages.isError && <LoadError title={t(BOARD_LOAD_FAILED)} query={messages} />}
        {data.messages.map((message) => (
          <BoardMessageCard key={message.id} message={message} actions={actions} />
        ))}
        <ListPagination
          label={t('Pages of messages')}
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={goToPage}
        />
      </Stack>
    );
  }

  return (
    <Container size="md" py="xl">
      <PageMeta page={paths.messages} />
      <Title order={1}>{t('Community Message Board')}</Title>
      <Text c="dimmed" mt="xs">
        {t(BOARD_INTRO)}
      </Text>

      <Card
        component="section"
        id="post"
        ref={postSection}
        aria-labelledby="board-post-title"
        withBorder
        radius="md"
        padding="md"
        mt="lg"
        style={{ scrollMarginTop: POST_SCROLL_MARGIN }}
      >
        <Title order={2} size="h3" id="board-post-title" mb="sm">
          {t('Post a Message')}
        </Title>
        {isLoading ? (
          <Text size="sm" c="dimmed">
            {t('Checking your account…')}
          </Text>
        ) : user ? (
          <PostMessageForm user={user} onPosted={() => goToPage(1)} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t(BOARD_LOGIN_REQUIRED)}</Text>
            <Button component={Link} to={loginToPostHref()}>
              {t(LOGIN_TO_POST)}
            </Button>
          </Stack>
        )}
      </Card>

      <Stack
        component="section"
        ref={listSection}
        aria-labelledby="board-list-title"
        gap="md"
        mt="xl"
        style={{ scrollMarginTop: POST_SCROLL_MARGIN }}
      >
        <Title order={2} size="h3" id="board-list-title">
          {t('Messages')}
        </Title>
        {isAdmin && (
          <Text size="sm" c="dimmed">
            {t(
              'As an admin you see threads with a reported message or reply first, with their reports and their authors’ emails.',
            )}
          </Text>
        )}
        {list}
      </Stack>

      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </Container>
  );
}
