// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, type AuditEntry, type AuditLog } from '../../../shared/audit/audit-log';
import { type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { managedUser, userList } from '../../testing/user-data';
import { Component as UserManagementPage } from './UserManagementPage';

setUpPageTests();

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  action: 'user.updated',
  actor: { id: 'u1', name: 'Grace Mensah' },
  subjectUser: { id: 'u2', name: 'Amara Okafor' },
  subjectType: 'user',
  subjectId: 'u2',
  summary: 'Edited Amara Okafor',
  before: { role: 'student', earningsCents: 0, lastName: 'Okafor' },
  after: { role: 'trainer', earningsCents: 12_550, lastName: 'Okafor' },
  reason: 'Sales made before the marketplace.',
  createdAt: '2026-03-02T09:05:00.000Z',
  ...overrides,
});

const log = (entries: AuditEntry[]): AuditLog => ({ entries, total: entries.length, page: 1, pageSize: 25 });

const amara = managedUser();
const tina = managedUser({ id: 'u3', firstName: 'Tina', lastName: 'Trainer', email: 'tina@example.org' });

/** The signed-in admin and the API: the log (all, or u2's or u3's entries), the users and their search. */
function auditApi() {
  return mockApi((url) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
    if (url.startsWith('/api/admin/audit-log')) {
      if (url.includes('userId=u3')) return { status: 200, body: log([]) };
      return {
        status: 200,
        body: log([
          entry(),
          entry({
            id: 'a2',
            action: 'contact_message.replied',
            subjectUser: null,
            subjectType: 'contact_message',
            subjectId: 'c1',
            summary: 'Replied to ‘Refund’ from Ade Ola',
            before: null,
            after: { to: 'ade@example.org' },
            reason: null,
          }),
        ]),
      };
    }
    if (url === '/api/admin/users/u2') return { status: 200, body: { user: amara } };
    if (url === '/api/admin/users/u3') return { status: 200, body: { user: tina } };
    if (url.startsWith('/api/admin/users?')) {
      return { status: 200, body: userList(url.includes('q=tina') ? [tina] : [amara, tina]) };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'No such thing' } } };
  });
}

const logCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/audit-log'));

describe('the audit log (issue 12)', () => {
  it('lists entries with date, admin, action label, summary and reason; Details shows before → after', async () => {
    const calls = auditApi();
    renderAt('/user-management?tab=audit', <UserManagementPage />);
    const [edit, reply] = (await screen.findAllByRole('article')) as HTMLElement[];
    if (!edit || !reply) throw new Error('entries missing');
    expect(logCalls(calls)[0]?.url).toBe('/api/admin/audit-log?page=1');
    expect(within(edit).getByText(AUDIT_ACTION_LABELS['user.updated'])).toBeTruthy();
    expect(within(edit).getByText(/By Grace Mensah/)).toBeTruthy();
    expect(within(edit).getByText('Edited Amara Okafor')).toBeTruthy();
    expect(within(edit).getByText('Sales made before the marketplace.', { exact: false })).toBeTruthy();
    expect(within(reply).getByText(AUDIT_ACTION_LABELS['contact_message.replied'])).toBeTruthy();

    const details = within(edit).getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    const table = within(edit).getByRole('table');
    const earnings = within(table).getByRole('row', { name: /Earnings/ });
    expect(within(earnings).getByText('$0.00')).toBeTruthy();
    expect(within(earnings).getByText('$125.50')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Role/ })).getByText('trainer')).toBeTruthy();
  });

  it('“View audit log” of a user opens the Audit log tab filtered to them (userId sent)', async () => {
    const calls = auditApi();
    const router = renderAt('/user-management', <UserManagementPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'View audit log of Tina Trainer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit&user=u3'));
    await screen.findByText('No recorded actions for this user.');
    expect(logCalls(calls).map((call) => call.url)).toEqual(['/api/admin/audit-log?userId=u3&page=1']);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Filter by user' }) as HTMLInputElement).value).toBe(
        'Tina Trainer (tina@example.org)',
      ),
    );
  });

  it('the user filter searches users through the Users API and passes the chosen userId', async () => {
    const calls = auditApi();
    const router = renderAt('/user-management?tab=audit', <UserManagementPage />);
    await screen.findAllByRole('article');
    const filter = screen.getByRole('combobox', { name: 'Filter by user' });
    // Typed by someone in the box (Mantine treats a change without focus as autofill).
    filter.focus();
    fireEvent.click(filter);
    fireEvent.change(filter, { target: { value: 'tina' } });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/admin/users?q=tina&role=all&page=1'));
    const listbox = await waitFor(() => {
      const element = document.getElementById(filter.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no options');
      return element;
    });
    fireEvent.click(
      await within(listbox).findByRole('option', { name: 'Tina Trainer (tina@example.org)', hidden: true }),
    );
    await screen.findByText('No recorded actions for this user.');
    expect(logCalls(calls).at(-1)?.url).toBe('/api/admin/audit-log?userId=u3&page=1');
    expect(router.state.location.search).toBe('?tab=audit&user=u3');
  });
});
