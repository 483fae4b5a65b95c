// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BOARD_DELETE_FAILED,
  BOARD_DELETE_FORBIDDEN,
  BOARD_DELETED,
  BOARD_FIELDS_REQUIRED,
  BOARD_LOAD_FAILED,
  BOARD_LOGIN_REQUIRED,
  BOARD_NAME_LOCKED,
  BOARD_PAGE_SIZE,
  BOARD_POST_FAILED,
  BOARD_POSTED,
  BOARD_REPLY_POSTED,
  BOARD_REPORTED,
  type BoardMessage,
  type BoardThread,
} from '../../../shared/board/messages';
import { formatDateTime } from '../../lib/format';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { KEPT_FOR_OTHERS } from './components/board-texts';
import { Component as MessageBoardPage } from './MessageBoardPage';

setUpPageTests();

const renderPage = (path = '/messages') => renderAt(path, <MessageBoardPage />);

const boardMessage = (overrides: Partial<BoardThread>): BoardThread => ({
  id: 'm1',
  authorName: 'Ada Okafor',
  authorBadge: null,
  authorEmail: null,
  parentId: null,
  replies: [],
  message: 'How many hours a day do you study?',
  createdAt: '2026-03-02T09:05:00.000Z',
  mine: false,
  reportedByMe: false,
  reportCount: 0,
  reportReasons: [],
  ...overrides,
});

const boardReply = (overrides: Partial<BoardMessage>): BoardMessage => {
  const { replies: _replies, ...reply } = boardMessage({ id: 'r1', parentId: 'm1', ...overrides });
  return reply;
};

const boardPage = (messages: BoardThread[], total = messages.length, page = 1) => ({
  status: 200,
  body: { messages, total, page, pageSize: BOARD_PAGE_SIZE },
});

const failure = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

const lists = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/board/messages?'));
const posts = (calls: Call[]) => calls.filter((call) => call.url === '/api/board/messages' && call.method === 'POST');
const deletes = (calls: Call[]) => calls.filter((call) => call.method === 'DELETE');

/** Every toast shown, as { title, message }. */
const toasts = (show: { mock: { calls: unknown[][] } }) => show.mock.calls.map((call) => call[0]);

describe('§5 Message board: reading', () => {
  it('§7 messages come newest first as the API orders them, with author, en-US date and the text as plain text', async () => {
    const calls = mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: { user: null } };
      return boardPage([
        boardMessage({
          id: 'm2',
          authorName: 'Bola Adeyemi',
          message: '<b>x</b>\nsecond line',
          createdAt: '2026-03-03T14:30:00.000Z',
        }),
        boardMessage({}),
      ]);
    });
    renderPage();
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    const [newest, older] = articles as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { name: 'Bola Adeyemi' })).toBeTruthy();
    expect(within(newest).getByText(formatDateTime('2026-03-03T14:30:00.000Z'))).toBeTruthy();
    // The markup arrives as text: the literal characters are shown, no element is made of them.
    expect(within(newest).getByText(/<b>x<\/b>/)).toBeTruthy();
    expect(newest.querySelector('b')).toBeNull();
    expect(within(older).getByText('How many hours a day do you study?')).toBeTruthy();
    expect(lists(calls)[0]?.url).toBe('/api/board/messages?page=1');
  });

  it('§7 the page is kept in the address: Page 2 asks the API for page 2', async () => {
    const calls = mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: { user: null } };
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return boardPage([boardMessage({ id: `p${page}`, message: `Message on page ${page}` })], 45, page);
    });
    const router = renderPage();
    await screen.findByText('Message on page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Message on page 2');
    expect(router.state.location.search).toBe('?page=2');
    expect(lists(calls).at(-1)?.url).toBe('/api/board/messages?page=2');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('an empty board says so', async () => {
    mockApi((url) => (url === '/api/account/me' ? { status: 200, body: { user: null } } : boardPage([])));
    renderPage();
    await screen.findByText('No messages yet. Be the first to post.');
  });

  it('§8 a failed load toasts “Failed to load messages” under Error and offers Try Again', async () => {
    const show = vi.spyOn(notifications, 'show');
    let fail = true;
    mockApi((url) => {
      if (url === '/api/account/me') return { status: 200, body: { user: null } };
      return fail ? failure(500, 'internal', 'Something went wrong.') : boardPage([boardMessage({})]);
    });
    renderPage();
    await waitFor(() =>
      expect(toasts(show)).toContainEqual(expect.objectContaining({ title: 'Error', message: BOARD_LOAD_FAILED })),
    );
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await screen.findByText('How many hours a day do you study?');
  });
});

describe('§5 Message board: posting', () => {
  it('§5 signed out: everything is readable, the form says “Please log in to post a message” and leads to /login', async () => {
    const calls = mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: { user: null } } : boardPage([boardMessage({})]),
    );
    const router = renderPage();
    await screen.findByText('How many hours a day do you study?');
    expect(screen.getByText(BOARD_LOGIN_REQUIRED)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report|Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Login to Post Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/messages#post')}`);
    expect(posts(calls)).toHaveLength(0);
  });

  it('issue 27 item 6: the name is the account’s, read-only with the reason; the message is required after trimming, nothing sent', async () => {
    const calls = mockApi((url) =>
      url === '/api/account/me' ? { status: 200, body: signedIn('student') } : boardPage([]),
    );
    renderPage();
    const name = (await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Sam Someone');
    expect(name.readOnly).toBe(true);
    expect(screen.getByText(BOARD_NAME_LOCKED)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Grace Mensah (Admin)' } });
    expect(name.value).toBe('Sam Someone');
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: '  \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Message' }));
    expect((await screen.findAllByText(BOARD_FIELDS_REQUIRED)).length).toBe(1);
    expect(posts(calls)).toHaveLength(0);
  });

  it('§5 posted: “Message posted successfully!”, the form resets and the board shows page 1 with the new message', async () => {
    const show = vi.spyOn(notifications, 'show');
    let posted: BoardThread | null = null;
    const calls = mockApi((url, method, body) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        const { message } = body as { message: string };
        posted = boardMessage({ id: 'new', authorName: 'Sam Someone', message, mine: true });
        return { status: 201, body: { message: posted } };
      }
      const older = boardMessage({ message: url.endsWith('page=2') ? 'An older message' : 'A newer message' });
      return boardPage(posted && url.endsWith('page=1') ? [posted, older] : [older], 30);
    });
    const router = renderPage('/messages?page=2');
    const message = (await screen.findByRole('textbox', { name: /Message/ })) as HTMLTextAreaElement;
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'Sam@Example.com ' } });
    fireEvent.change(message, { target: { value: '  Flashcards work for me.  ' } });
    expect(screen.getByText('27 of 2,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post Message' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: BOARD_POSTED })));
    expect(posts(calls)[0]?.body).toEqual({
      authorEmail: 'sam@example.com',
      message: 'Flashcards work for me.',
    });
    await waitFor(() => expect(message.value).toBe(''));
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Sam Someone');
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Flashcards work for me.'),
      ).toBeTruthy(),
    );
    expect(lists(calls).at(-1)?.url).toBe('/api/board/messages?page=1');
  });

  it('§8 refused (the hourly limit): “Failed to post message” with the server’s sentence; what was typed stays', async () => {
    const show = vi.spyOn(notifications, 'show');
    const limit = 'You have posted 10 messages in the last hour. Please wait a while before posting again.';
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'POST') return failure(429, 'rate_limited', limit);
      return boardPage([]);
    });
    renderPage();
    const message = (await screen.findByRole('textbox', { name: /Message/ })) as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'One more question.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Message' }));
    await waitFor(() =>
      expect(toasts(show)).toContainEqual(expect.objectContaining({ title: BOARD_POST_FAILED, message: limit })),
    );
    expect(within(screen.getByRole('form', { name: 'Post a message' })).getByText(limit)).toBeTruthy();
    expect(message.value).toBe('One more question.');
    expect(toasts(show)).not.toContainEqual(expect.objectContaining({ message: BOARD_POSTED }));
  });

  it('§5 a session that ended meanwhile (401): “Please log in to post a message”, then /login', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'POST') return failure(401, 'unauthenticated', BOARD_LOGIN_REQUIRED);
      return boardPage([]);
    });
    const router = renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Message/ }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts(show)).toContainEqual(expect.objectContaining({ message: BOARD_LOGIN_REQUIRED }));
  });

  it('§2 Post New Message (/messages#post) focuses the form’s first field that takes typing (Email; the name is locked)', async () => {
    mockApi((url) => (url === '/api/account/me' ? { status: 200, body: signedIn('student') } : boardPage([])));
    renderPage('/messages#post');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});

describe('§6 Message board: deleting is for admins and, for their own, authors (issue 27 item 6)', () => {
  it('§6 a student and a trainer get no Delete button on others’ messages', async () => {
    for (const role of ['student', 'trainer']) {
      mockApi((url) =>
        url === '/api/account/me' ? { status: 200, body: signedIn(role) } : boardPage([boardMessage({})]),
      );
      renderPage();
      await screen.findByText('How many hours a day do you study?');
      expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
      cleanup();
      vi.restoreAllMocks();
    }
  });

  it('§6 an admin deletes after a confirmation quoting the message: “Message deleted successfully”', async () => {
    const show = vi.spyOn(notifications, 'show');
    let deleted = false;
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'DELETE') {
        deleted = true;
        return { status: 204, body: null };
      }
      return boardPage(deleted ? [] : [boardMessage({ authorEmail: 'ada@example.com' })]);
    });
    renderPage();
    const article = await screen.findByRole('article');
    expect(within(article).getByText('ada@example.com')).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Delete the message from Ada Okafor' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“How many hours a day do you study?”')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(calls)).toHaveLength(0);

    fireEvent.click(within(article).getByRole('button', { name: 'Delete the message from Ada Okafor' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: BOARD_DELETED })));
    expect(deletes(calls).map((call) => call.url)).toEqual(['/api/board/messages/m1']);
    await screen.findByText('No messages yet. Be the first to post.');
  });

  it('§8 a refused delete: “Failed to delete message” with the server’s sentence', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'DELETE') return failure(403, 'forbidden', BOARD_DELETE_FORBIDDEN);
      return boardPage([boardMessage({})]);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the message/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() =>
      expect(toasts(show)).toContainEqual(
        expect.objectContaining({ title: BOARD_DELETE_FAILED, message: BOARD_DELETE_FORBIDDEN }),
      ),
    );
    expect(toasts(show)).not.toContainEqual(expect.objectContaining({ message: BOARD_DELETED }));
  });

  it('admins see reported messages’ reports and keep one, which clears its reports', async () => {
    let kept = false;
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'DELETE') {
        kept = true;
        return { status: 204, body: null };
      }
      return boardPage([boardMessage(kept ? {} : { reportCount: 2, reportReasons: ['Spam link', ''] })]);
    });
    renderPage();
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Reported 2 times')).toBeTruthy();
    expect(within(article).getByText('Spam link')).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: /^Keep message/ }));
    await waitFor(() => expect(screen.queryByText('Reported 2 times')).toBeNull());
    expect(deletes(calls).map((call) => call.url)).toEqual(['/api/board/messages/m1/reports']);
  });
});

describe('Message board: reports (beyond the spec)', () => {
  it('a signed-in user reports someone else’s message with a reason; their own has no Report; a reported one says Reported', async () => {
    const show = vi.spyOn(notifications, 'show');
    let reported = false;
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        reported = true;
        return { status: 200, body: { message: boardMessage({ reportedByMe: true }) } };
      }
      return boardPage([
        boardMessage({ reportedByMe: reported }),
        boardMessage({ id: 'm2', authorName: 'Sam Someone', message: 'My own words', mine: true }),
      ]);
    });
    renderPage();
    const [other, own] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(own).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(within(other).queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: 'Report the message from Ada Okafor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“How many hours a day do you study?”')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Off topic' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Message' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: BOARD_REPORTED })));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/board/messages/m1/report',
      body: { reason: 'Off topic' },
    });
    await waitFor(() => expect(within(other).getByText('Reported')).toBeTruthy());
    expect(within(other).queryByRole('button', { name: /Report/ })).toBeNull();
  });
});

describe('Message board: names, badges and replies (issue 27 item 6)', () => {
  const thread = () =>
    boardMessage({
      authorBadge: 'admin',
      authorName: 'Grace Mensah',
      replies: [
        boardReply({
          id: 'r1',
          authorName: 'Maria Santos',
          authorBadge: 'trainer',
          message: 'Two hours, with breaks.',
        }),
        boardReply({ id: 'r2', authorName: 'Sam Someone', message: 'Thank you!', mine: true }),
      ],
    });

  it('badges show beside the names; replies sit under their thread with “N replies”; a visitor gets no Reply', async () => {
    mockApi((url) => (url === '/api/account/me' ? { status: 200, body: { user: null } } : boardPage([thread()])));
    renderPage();
    const [outer] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(within(outer).getByText('Admin')).toBeTruthy();
    expect(within(outer).getByText('2 replies')).toBeTruthy();
    const replies = within(outer).getAllByRole('listitem');
    expect(replies.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Maria Santos',
      'Sam Someone',
    ]);
    expect(within(replies[0] as HTMLElement).getByText('Trainer')).toBeTruthy();
    expect(within(replies[1] as HTMLElement).queryByText('Trainer')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('a student replies as her account: Reply opens the form, Post Reply sends only the text, “Reply posted.”', async () => {
    const show = vi.spyOn(notifications, 'show');
    let replied = false;
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'POST') {
        replied = true;
        return { status: 201, body: { message: boardReply({ id: 'r3', message: 'Me too.', mine: true }) } };
      }
      const base = boardMessage({});
      return boardPage([
        replied
          ? { ...base, replies: [boardReply({ id: 'r3', authorName: 'Sam Someone', message: 'Me too.', mine: true })] }
          : base,
      ]);
    });
    renderPage();
    const article = (await screen.findAllByRole('article'))[0] as HTMLElement;
    fireEvent.click(within(article).getByRole('button', { name: 'Reply to the message from Ada Okafor' }));
    const form = within(article).getByRole('form', { name: 'Reply to the message from Ada Okafor' });
    expect(within(form).getByText('Sam Someone')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(await within(form).findByText(BOARD_FIELDS_REQUIRED)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: /Your reply/ }), { target: { value: ' Me too. ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(toasts(show)).toContainEqual(expect.objectContaining({ message: BOARD_REPLY_POSTED })));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/board/messages/m1/replies',
      body: { message: 'Me too.' },
    });
    await waitFor(() => expect(within(article).getByText('1 reply')).toBeTruthy());
    expect(within(article).queryByRole('form')).toBeNull();
  });

  it('an author deletes her own reply after a confirmation; others’ replies have Report, not Delete', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'DELETE') return { status: 204, body: null };
      return boardPage([thread()]);
    });
    renderPage();
    const [, first, own] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Report the reply from Maria Santos' })).toBeTruthy();
    expect(within(own).getByText(/Your reply/)).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    expect(within(dialog).getByText(/^Your reply, posted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Reply' }));
    await waitFor(() => expect(deletes(calls).map((call) => call.url)).toEqual(['/api/board/messages/r2']));
  });

  it('an admin sees a reported reply’s reports, keeps it or deletes any reply; no Report for admins', async () => {
    const calls = mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
      if (method === 'DELETE') return { status: 204, body: null };
      const base = thread();
      return boardPage([
        { ...base, replies: [{ ...(base.replies[0] as BoardMessage), reportCount: 1, reportReasons: ['Rude'] }] },
      ]);
    });
    renderPage();
    const [, reply] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(reply).getByText('Reported 1 time')).toBeTruthy();
    expect(within(reply).getByText('Rude')).toBeTruthy();
    expect(within(reply).queryByRole('button', { name: /^Report/ })).toBeNull();
    fireEvent.click(within(reply).getByRole('button', { name: 'Keep reply from Maria Santos and clear its reports' }));
    await waitFor(() => expect(deletes(calls).map((call) => call.url)).toEqual(['/api/board/messages/r1/reports']));
    fireEvent.click(within(reply).getByRole('button', { name: 'Delete the reply from Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    expect(within(dialog).getByText(/^The reply from Maria Santos, posted/)).toBeTruthy();
  });

  it('a reply that could not be deleted says “The reply was not deleted”, and the dialog stays to try again', async () => {
    mockApi((url, method) => {
      if (url === '/api/account/me') return { status: 200, body: signedIn('student') };
      if (method === 'DELETE') return failure(500, 'internal', 'Something went wrong.');
      return boardPage([thread()]);
    });
    renderPage();
    const [outer] = (await screen.findAllByRole('article')) as [HTMLElement];
    fireEvent.click(within(outer).getByRole('button', { name: 'Delete your reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Reply' }));
    expect(await within(dialog).findByText('The reply was not deleted')).toBeTruthy();
  });

  it('reporting a reply says “reply” in its dialog: its title, its sentence and its button', async () => {
    mockApi((url) => (url === '/api/account/me' ? { status: 200, body: signedIn('student') } : boardPage([thread()])));
    renderPage();
    const [outer] = (await screen.findAllByRole('article')) as [HTMLElement];
    fireEvent.click(within(outer).getByRole('button', { name: 'Report the reply from Maria Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this reply?' });
    expect(within(dialog).getByText(/^An admin will look at the reply from Maria Santos/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Report Reply' })).toBeTruthy();
  });

  it('deleting one’s own thread warns that its replies (all hers) go with it', async () => {
    const own = (id: string) => boardReply({ id, authorName: 'Sam Someone', message: 'One more thing.', mine: true });
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('student') }
        : boardPage([
            { ...thread(), authorName: 'Sam Someone', authorBadge: null, mine: true, replies: [own('r1'), own('r2')] },
          ]),
    );
    renderPage();
    const [outer] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(within(outer).queryByText(KEPT_FOR_OTHERS)).toBeNull();
    fireEvent.click(within(outer).getByRole('button', { name: 'Delete your message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(within(dialog).getByText(/Its 2 replies will be deleted with it/)).toBeTruthy();
  });

  it('one’s own thread that others replied to has no Delete, and says why; her own reply under it keeps its Delete', async () => {
    mockApi((url) =>
      url === '/api/account/me'
        ? { status: 200, body: signedIn('student') }
        : boardPage([{ ...thread(), authorName: 'Sam Someone', authorBadge: null, mine: true }]),
    );
    renderPage();
    const [outer] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(await within(outer).findByText(KEPT_FOR_OTHERS)).toBeTruthy();
    expect(within(outer).queryByRole('button', { name: 'Delete your message' })).toBeNull();
    expect(within(outer).getByRole('button', { name: 'Delete your reply' })).toBeTruthy();
  });
});
