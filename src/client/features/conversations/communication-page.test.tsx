// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CONVERSATION_CLOSED,
  CONVERSATION_CLOSED_TOAST,
  CONVERSATION_STARTED,
  CONVERSATIONS_EMPTY,
  type Conversation,
  type ConversationSummary,
  MESSAGE_REQUIRED,
  NOTE_ADDED,
  REPLY_SENT,
  SUPPORT_INBOX_EMPTY,
  SUPPORT_INBOX_PAGE_SIZE,
} from '../../../shared/conversations/conversations';
import { formatDateTime } from '../../lib/format';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as CommunicationPage } from './CommunicationPage';

setUpPageTests();

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'c1',
  subject: 'My ATT letter',
  student: { id: 'u1', name: 'Sam Someone', email: 'someone@example.com' },
  source: 'communication',
  lastSender: 'Grace, Nightingale Support',
  lastMessageAt: '2026-03-02T14:05:00.000Z',
  preview: 'Your letter is on its way.',
  messageCount: 2,
  unread: false,
  waitingForReply: false,
  closedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const thread = (overrides: Partial<Conversation> = {}): Conversation => ({
  ...summary(),
  messages: [
    {
      id: 'm1',
      fromSupport: false,
      authorName: 'Sam Someone',
      body: 'When does my ATT letter arrive?',
      createdAt: '2026-03-01T09:00:00.000Z',
      readAt: null,
    },
    {
      id: 'm2',
      fromSupport: true,
      authorName: 'Grace, Nightingale Support',
      body: 'Your letter is on its way.',
      createdAt: '2026-03-02T14:05:00.000Z',
      readAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  ...overrides,
});

const failure = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** Every toast shown, as { title, message }. */
const toasts = (show: { mock: { calls: unknown[][] } }) => show.mock.calls.map((call) => call[0]);

/** A student's API: the session, the list, the threads by id, and `extra` for anything else. */
function studentApi(
  conversations: ConversationSummary[],
  threads: Record<string, Conversation> = {},
  extra: (url: string, method: string, body: unknown) => Answer | null = () => null,
) {
  return mockApi((url, method, body) => {
    const answer = extra(url, method, body);
    if (answer) return answer;
    if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
    if (url === '/api/conversations') return { status: 200, body: { conversations } };
    if (url === '/api/conversations/unread-count') return { status: 200, body: { count: 0 } };
    const match = /^\/api\/conversations\/([^/]+)$/.exec(url);
    const found = match?.[1] ? threads[match[1]] : undefined;
    if (found) return { status: 200, body: { conversation: found } };
    return failure(404, 'not_found', 'This conversation does not exist or is not yours.');
  });
}

describe('§2 Communication Center: the student’s conversations', () => {
  it('§3 §4 each conversation shows subject, sender, en-US date with time and Unread (bold) or Read', async () => {
    studentApi([
      summary({ id: 'c2', subject: 'Visa letter', unread: true, preview: 'We need one more page.' }),
      summary({ lastSender: 'Sam Someone', preview: 'Thanks!' }),
    ]);
    renderAt('/communication', <CommunicationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Communication Center' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [unread, read] = items as [HTMLElement, HTMLElement];
    expect(within(unread).getByText('Unread')).toBeTruthy();
    expect(within(unread).getByText('Visa letter').style.fontWeight).toBe('700');
    expect(within(read).getByText('Read')).toBeTruthy();
    expect(within(read).getByText('My ATT letter').style.fontWeight).toBe('500');
    expect(
      within(unread).getByText(`From Grace, Nightingale Support · ${formatDateTime('2026-03-02T14:05:00.000Z')}`),
    ).toBeTruthy();
    expect(within(read).getByText(/^From Sam Someone/)).toBeTruthy();
  });

  it('no conversations: CONVERSATIONS_EMPTY', async () => {
    studentApi([]);
    renderAt('/communication', <CommunicationPage />);
    expect(await screen.findByText(CONVERSATIONS_EMPTY)).toBeTruthy();
  });

  it('opening a conversation keeps it in the address and shows the thread, support signed Nightingale Support', async () => {
    studentApi([summary({ unread: true })], { c1: thread() });
    const router = renderAt('/communication', <CommunicationPage />);
    fireEvent.click(await screen.findByRole('link', { name: /My ATT letter/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=c1'));
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const [question, answer] = within(messages).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(question).getByText('Sam Someone')).toBeTruthy();
    expect(within(answer).getByText('Grace, Nightingale Support')).toBeTruthy();
    expect(within(answer).getByText('Your letter is on its way.')).toBeTruthy();
  });

  it('§5 a blank reply is refused with MESSAGE_REQUIRED and nothing is sent', async () => {
    const calls = studentApi([summary()], { c1: thread() });
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    const reply = await screen.findByRole('textbox', { name: /Reply/ });
    fireEvent.change(reply, { target: { value: '   \n  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('§5 the server’s refusal shows its sentence and keeps what was typed', async () => {
    studentApi([summary()], { c1: thread() }, (url, method) =>
      method === 'POST' && url === '/api/conversations/c1/messages'
        ? failure(400, 'validation_failed', MESSAGE_REQUIRED)
        : null,
    );
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    const reply = (await screen.findByRole('textbox', { name: /Reply/ })) as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: '\u200b x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(reply.value).toBe('\u200b x');
  });

  it('a reply is posted trimmed, toasts REPLY_SENT and empties the box', async () => {
    const show = vi.spyOn(notifications, 'show');
    const calls = studentApi([summary()], { c1: thread() }, (url, method) =>
      method === 'POST' && url === '/api/conversations/c1/messages'
        ? {
            status: 201,
            body: {
              message: {
                id: 'm3',
                fromSupport: false,
                authorName: 'Sam',
                body: 'Thanks',
                createdAt: '2026-03-03T09:00:00.000Z',
                readAt: null,
              },
            },
          }
        : null,
    );
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    const reply = (await screen.findByRole('textbox', { name: /Reply/ })) as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: '  Thanks  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: REPLY_SENT })));
    expect(posts(calls)[0]).toMatchObject({ url: '/api/conversations/c1/messages', body: { message: 'Thanks' } });
    await waitFor(() => expect(reply.value).toBe(''));
  });

  it('Mark as unread posts to /unread, leaves the thread and refreshes the list', async () => {
    let unread = false;
    const calls = studentApi([], { c1: thread() }, (url, method) => {
      if (method === 'POST' && url === '/api/conversations/c1/unread') {
        unread = true;
        return { status: 204, body: null };
      }
      if (url === '/api/conversations') return { status: 200, body: { conversations: [summary({ unread })] } };
      return null;
    });
    const router = renderAt('/communication?conversation=c1', <CommunicationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/conversations/c1/unread']);
    const item = await screen.findByRole('link', { name: /My ATT letter/ });
    await waitFor(() => expect(within(item).getByText('Unread')).toBeTruthy());
  });

  it('New message opens a conversation (subject and message required), says CONVERSATION_STARTED and opens it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const calls = studentApi([], { new1: thread({ id: 'new1', subject: 'Fees' }) }, (url, method) =>
      method === 'POST' && url === '/api/conversations'
        ? { status: 201, body: { conversation: thread({ id: 'new1', subject: 'Fees' }) } }
        : null,
    );
    const router = renderAt('/communication', <CommunicationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Please enter a subject.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Fees' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'How do I pay?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(toasts(show)).toContainEqual(expect.objectContaining({ message: CONVERSATION_STARTED })),
    );
    expect(posts(calls)[0]?.body).toEqual({ subject: 'Fees', message: 'How do I pay?' });
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=new1'));
  });

  it('a conversation that is not the student’s shows the server’s sentence and the way back', async () => {
    studentApi([summary()]);
    const router = renderAt('/communication?conversation=other', <CommunicationPage />);
    expect(await screen.findByText('This conversation does not exist or is not yours.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Back to conversations/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('issue 23 Communication Center: a closed conversation', () => {
  const sentMessage = {
    message: {
      id: 'm3',
      fromSupport: false,
      authorName: 'Sam',
      body: 'Thanks',
      createdAt: '2026-03-03T09:00:00.000Z',
      readAt: null,
    },
  };
  it('says it is closed; a reply keeps it closed unless the student ticks "I still need help", which sends reopen', async () => {
    const closed = thread({ closedAt: '2026-03-02T16:00:00.000Z' });
    const calls = studentApi([summary({ closedAt: closed.closedAt })], { c1: closed }, (url, method) =>
      method === 'POST' && url === '/api/conversations/c1/messages' ? { status: 201, body: sentMessage } : null,
    );
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    expect(await screen.findByText(CONVERSATION_CLOSED)).toBeTruthy();
    const reply = (await screen.findByRole('textbox', { name: /Reply/ })) as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(posts(calls)[0]).toMatchObject({ body: { message: 'Thank you!', reopen: false } }));
    await waitFor(() => expect(reply.value).toBe(''));
    fireEvent.click(screen.getByRole('checkbox', { name: /I still need help/ }));
    fireEvent.change(reply, { target: { value: 'It failed again.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(posts(calls)[1]).toMatchObject({ body: { message: 'It failed again.', reopen: true } }));
  });
});

describe('issue 13 Communication Center: the admins’ shared inbox', () => {
  const inbox = (conversations: ConversationSummary[], waiting: number, total = conversations.length) => ({
    status: 200,
    body: { conversations, waiting, total, page: 1, pageSize: SUPPORT_INBOX_PAGE_SIZE },
  });

  function adminApi(answer: (url: string, method: string, body: unknown) => Answer | null) {
    return mockApi((url, method, body) => {
      const given = answer(url, method, body);
      if (given) return given;
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (url === '/api/conversations/unread-count') return { status: 200, body: { count: 1 } };
      return failure(404, 'not_found', 'Not found.');
    });
  }

  it('shows waiting conversations first with Waiting for reply, the student’s name and email; the filter is kept in the address', async () => {
    const calls = adminApi((url) => {
      if (url.startsWith('/api/admin/conversations?status=waiting'))
        return inbox(
          [summary({ waitingForReply: true, student: { id: 'u9', name: 'Ada Obi', email: 'ada@example.com' } })],
          1,
        );
      if (url.startsWith('/api/admin/conversations?status=all'))
        return inbox([summary({ id: 'c5', subject: 'Answered one' })], 0);
      return null;
    });
    const router = renderAt('/communication', <CommunicationPage />);
    const item = await screen.findByRole('link', { name: /My ATT letter/ });
    expect(within(item).getByText('Waiting for reply')).toBeTruthy();
    expect(within(item).getByText('Ada Obi · ada@example.com')).toBeTruthy();
    expect(screen.getByText('1 waiting for a reply')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByRole('link', { name: /Answered one/ });
    expect(router.state.location.search).toBe('?status=all');
    expect(calls.some((call) => call.url === '/api/admin/conversations?status=all&page=1')).toBe(true);
  });

  it('nothing waiting: SUPPORT_INBOX_EMPTY', async () => {
    adminApi((url) => (url.startsWith('/api/admin/conversations?') ? inbox([], 0) : null));
    renderAt('/communication', <CommunicationPage />);
    expect(await screen.findByText(SUPPORT_INBOX_EMPTY)).toBeTruthy();
  });

  it('the admin replies from the thread through the admin route; a blank reply is refused', async () => {
    const calls = adminApi((url, method) => {
      if (url.startsWith('/api/admin/conversations?')) return inbox([summary({ waitingForReply: true })], 1);
      if (url === '/api/admin/conversations/c1' && method === 'GET')
        return { status: 200, body: { conversation: thread({ waitingForReply: true }), notes: [] } };
      if (url === '/api/admin/conversations/c1/student')
        return { status: 200, body: { enrolment: null, documents: [] } };
      if (url === '/api/admin/conversations/c1/messages' && method === 'POST')
        return {
          status: 201,
          body: {
            message: {
              id: 'm3',
              fromSupport: true,
              authorName: 'Sam, Nightingale Support',
              body: 'Done',
              createdAt: '2026-03-03T09:00:00.000Z',
              readAt: null,
            },
          },
        };
      return null;
    });
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    const reply = await screen.findByRole('textbox', { name: /Reply/ });
    expect(screen.getByRole('link', { name: 'someone@example.com' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(reply, { target: { value: 'Done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(posts(calls)[0]).toMatchObject({ url: '/api/admin/conversations/c1/messages', body: { message: 'Done' } }),
    );
    // The student's read state is theirs: the admin never asks the student's route.
    expect(calls.some((call) => call.url.startsWith('/api/conversations/c1'))).toBe(false);
  });
  it('issue 23: Close conversation posts /close and toasts; notes show and Add note posts one; the student’s programme and documents show beside', async () => {
    const show = vi.spyOn(notifications, 'show');
    const calls = adminApi((url, method) => {
      if (url.startsWith('/api/admin/conversations?')) return inbox([summary({ waitingForReply: true })], 1);
      if (url === '/api/admin/conversations/c1' && method === 'GET')
        return {
          status: 200,
          body: {
            conversation: thread(),
            notes: [
              { id: 'n1', authorName: 'Grace Mensah', body: 'Checked her ATT.', createdAt: '2026-03-02T15:00:00.000Z' },
            ],
          },
        };
      if (url === '/api/admin/conversations/c1/student')
        return {
          status: 200,
          body: {
            enrolment: { programId: 'nclex-rn-us', enrolledAt: '2026-03-01T09:00:00.000Z' },
            documents: [
              { id: 'd1', kind: 'nursing-license', status: 'pending', uploadedAt: '2026-03-01T10:00:00.000Z' },
            ],
          },
        };
      if (url === '/api/admin/conversations/c1/close' && method === 'POST')
        return { status: 200, body: { conversation: thread({ closedAt: '2026-03-03T09:00:00.000Z' }), notes: [] } };
      if (url === '/api/admin/conversations/c1/notes' && method === 'POST')
        return {
          status: 201,
          body: {
            note: { id: 'n2', authorName: 'Grace Mensah', body: 'Call her', createdAt: '2026-03-03T09:00:00.000Z' },
          },
        };
      return null;
    });
    renderAt('/communication?conversation=c1', <CommunicationPage />);
    expect(await screen.findByText('Checked her ATT.')).toBeTruthy();
    expect(await screen.findByText(/NCLEX-RN Pathway: United States/)).toBeTruthy();
    expect(screen.getByText(/Nursing License: /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    await waitFor(() => expect(posts(calls).map((call) => call.url)).toContain('/api/admin/conversations/c1/close'));
    await waitFor(() =>
      expect(toasts(show)).toContainEqual(expect.objectContaining({ message: CONVERSATION_CLOSED_TOAST })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Internal note/ }), { target: { value: ' Call her ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(posts(calls)).toContainEqual(
        expect.objectContaining({ url: '/api/admin/conversations/c1/notes', body: { message: 'Call her' } }),
      ),
    );
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: NOTE_ADDED })));
  });
});
