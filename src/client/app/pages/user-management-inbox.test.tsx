// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ContactInbox, type ContactMessage, REPLY_REQUIRED, REPLY_SENT } from '../../../shared/contact/messages';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { Component as UserManagementPage } from './UserManagementPage';

setUpPageTests();

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 'c1',
  name: 'Ngozi Bello',
  email: 'ngozi@example.org',
  subject: 'Question about the full exam',
  message: 'Hello,\nDoes the full exam include case studies?\n\nThanks',
  createdAt: '2026-03-02T09:05:00.000Z',
  readAt: null,
  replies: [],
  ...overrides,
});

const page = (messages: ContactMessage[]): ContactInbox => ({
  messages,
  total: messages.length,
  unread: messages.filter((m) => m.readAt === null).length,
  page: 1,
  pageSize: 20,
});

/** The signed-in admin and the API: `inbox` answers the list; `other` the marks and replies. */
function inboxApi(inbox: (url: string) => ContactInbox, other: (url: string, method: string, body: unknown) => Answer) {
  return mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
    if (url.startsWith('/api/admin/contact-messages?')) return { status: 200, body: inbox(url) };
    return other(url, method, body);
  });
}

const lists = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/contact-messages?'));
const marks = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
const replies = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the admin’s inbox (issue 12)', () => {
  it('lists messages with sender, email, subject, date and Unread or Read; the filter is kept in the address', async () => {
    const read = message({
      id: 'c2',
      name: 'Ade Ola',
      email: 'ade@example.org',
      subject: 'Refund',
      readAt: '2026-03-03T10:00:00.000Z',
    });
    const calls = inboxApi(
      (url) => (url.includes('status=unread') ? page([message()]) : page([message(), read])),
      () => ({ status: 500, body: null }),
    );
    const router = renderAt('/user-management?tab=inbox', <UserManagementPage />);
    const rows = await screen.findAllByRole('row');
    const [, first, second] = rows as HTMLElement[];
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByText('Ngozi Bello')).toBeTruthy();
    expect(within(first).getByText('ngozi@example.org')).toBeTruthy();
    expect(within(first).getByText('Question about the full exam')).toBeTruthy();
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(within(second).getByText('Read')).toBeTruthy();
    expect(lists(calls).some((call) => call.url.endsWith('status=all&page=1'))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inbox&status=unread'));
    await waitFor(() => expect(screen.queryByText('Ade Ola')).toBeNull());
    expect(lists(calls).at(-1)?.url).toBe('/api/admin/contact-messages?status=unread&page=1');
  });

  it('opening a message shows its full text and marks it read; Mark as unread puts it back', async () => {
    let current = message();
    const calls = inboxApi(
      () => page([current]),
      (url, method, body) => {
        if (method === 'PUT' && url === '/api/admin/contact-messages/c1/read') {
          const { read } = body as { read: boolean };
          current = { ...current, readAt: read ? '2026-03-03T10:00:00.000Z' : null };
          return { status: 200, body: { message: current } };
        }
        return { status: 500, body: null };
      },
    );
    renderAt('/user-management?tab=inbox', <UserManagementPage />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open “Question about the full exam” from Ngozi Bello' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Question about the full exam' });
    const text = within(dialog).getByText(/Does the full exam include case studies/);
    expect(text.textContent).toBe('Hello,\nDoes the full exam include case studies?\n\nThanks');
    expect(text.style.whiteSpace).toBe('pre-wrap');
    await waitFor(() => expect(marks(calls).map((call) => call.body)).toEqual([{ read: true }]));
    await within(dialog).findByText('Read');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(marks(calls).map((call) => call.body)).toEqual([{ read: true }, { read: false }]));
    await within(dialog).findByText('Unread');
  });

  it('a blank reply is refused with its sentence; a reply is sent, toasts, and shows with the earlier replies', async () => {
    const earlier = {
      id: 'r1',
      adminName: 'Grace Mensah',
      message: 'We will check.',
      sentAt: '2026-03-03T08:00:00.000Z',
    };
    let current = message({ readAt: '2026-03-03T07:00:00.000Z', replies: [earlier] });
    const calls = inboxApi(
      () => page([current]),
      (url, method, body) => {
        if (method === 'POST' && url === '/api/admin/contact-messages/c1/replies') {
          const reply = { id: 'r2', adminName: 'Sam Someone', sentAt: '2026-03-03T11:00:00.000Z', ...(body as object) };
          current = { ...current, replies: [...current.replies, reply as typeof earlier] };
          return { status: 201, body: { message: current } };
        }
        return { status: 500, body: null };
      },
    );
    renderAt('/user-management?tab=inbox', <UserManagementPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('We will check.')).toBeTruthy();
    expect(marks(calls)).toHaveLength(0);

    const reply = within(dialog).getByRole('textbox', { name: /Reply/ });
    fireEvent.change(reply, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await within(dialog).findByText(REPLY_REQUIRED);
    expect(replies(calls)).toHaveLength(0);

    fireEvent.change(reply, { target: { value: 'Yes: six case studies.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await screen.findByText(REPLY_SENT);
    expect(replies(calls).map((call) => call.body)).toEqual([{ message: 'Yes: six case studies.' }]);
    await within(dialog).findByText('Yes: six case studies.');
    expect((reply as HTMLTextAreaElement).value).toBe('');
  });

  it('a failed reply keeps the text and shows the server’s sentence', async () => {
    inboxApi(
      () => page([message({ readAt: '2026-03-03T07:00:00.000Z' })]),
      () => ({ status: 502, body: { error: { code: 'mail_failed', message: 'The email could not be sent.' } } }),
    );
    renderAt('/user-management?tab=inbox', <UserManagementPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Open/ }));
    const dialog = await screen.findByRole('dialog');
    const reply = within(dialog).getByRole('textbox', { name: /Reply/ }) as HTMLTextAreaElement;
    fireEvent.change(reply, { target: { value: 'Yes.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await within(dialog).findByText('The email could not be sent.');
    expect(reply.value).toBe('Yes.');
  });
});
