// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADJUSTMENT_REASON_REQUIRED,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  LAST_ADMIN_DELETE,
  type ManagedUser,
  USER_MANAGEMENT_RESTRICTED,
  USER_UPDATED,
  USERS_EMPTY,
} from '../../../shared/user-management/users';
import { EARNINGS_CENTS_MESSAGE } from '../../features/user-management/components/user-form';
import { formatDateTime } from '../../lib/format';
import { type Answer, type Call, mockApi, renderAt, setUpPageTests, signedIn } from '../../testing/page-test-utils';
import { choose, managedUser, userList } from '../../testing/user-data';
import { Component as UserManagementPage } from './UserManagementPage';

setUpPageTests();

const renderPage = (path = '/user-management') => renderAt(path, <UserManagementPage />);

/**
 * The signed-in admin (id u1) and the API's answers: `users` for the user list (and, unless `other`
 * answers it, GET /api/admin/users/:userId with the user of that list), `other` for the rest.
 */
function adminApi(
  users: (url: string) => Answer,
  other: (url: string, method: string, body: unknown) => Answer | null = () => null,
) {
  return mockApi((url, method, body) => {
    if (url === '/api/account/me') return { status: 200, body: signedIn('admin') };
    const answer = other(url, method, body);
    if (answer) return answer;
    if (url.startsWith('/api/admin/users?')) return users(url);
    const detail = /^\/api\/admin\/users\/([^/?]+)$/.exec(url);
    const listed = users('/api/admin/users?');
    if (detail && method === 'GET' && listed !== 'network') {
      const user = (listed.body as { users: ManagedUser[] }).users.find((one) => one.id === detail[1]);
      if (user) return { status: 200, body: { user } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: `No mock for ${method} ${url}` } } };
  });
}

/** The API of an edit of `user`: the list holds it, and PUT answers it changed as sent. */
const editApi = (user: ManagedUser) =>
  adminApi(
    () => ({ status: 200, body: userList([user]) }),
    (_url, method, body) =>
      method === 'PUT' ? { status: 200, body: { user: { ...user, ...(body as object) } } } : null,
  );

const userCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/admin/users?'));
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
const deletes = (calls: Call[]) => calls.filter((call) => call.method === 'DELETE');

const amara = managedUser();
const tina = managedUser({
  id: 'u3',
  email: 'tina.trainer@example.org',
  firstName: 'Tina',
  lastName: 'Trainer',
  role: 'trainer',
  isRegistered: false,
  testAttempts: 0,
  lastTestDate: null,
  lastActivityAt: null,
  referralCode: 'TINA12',
  earningsCents: 12_550,
  coursesCreated: 2,
  coursesSold: 7,
});
const me = managedUser({
  id: 'u1',
  email: 'someone@example.com',
  firstName: 'Sam',
  lastName: 'Someone',
  role: 'admin',
});

describe('§6 /user-management is for admins only', () => {
  it.each([
    ['signed out', { user: null }],
    ['a student', signedIn('student')],
    ['an instructor', signedIn('instructor')],
    ['a trainer', signedIn('trainer')],
  ])('§6 %s reads the restricted text and nothing but the session is asked of the API', async (_who, session) => {
    const calls = mockApi(() => ({ status: 200, body: session }));
    renderPage();
    await screen.findByText(USER_MANAGEMENT_RESTRICTED);
    expect(calls.map((call) => call.url)).toEqual(['/api/account/me']);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('§2 User management: the cards and the table', () => {
  it('§2 six stat cards; each row: initials and name, email, role, Registered or Free, attempts, last activity or Never', async () => {
    const calls = adminApi(() => ({ status: 200, body: userList([me, amara, tina]) }));
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(userCalls(calls)[0]?.url).toBe('/api/admin/users?role=all&page=1');
    for (const [label, value] of [
      ['Total Users', '120'],
      ['Admins', '2'],
      ['Instructors', '5'],
      ['Trainers', '13'],
      ['Students', '100'],
      ['Registered', '90'],
    ] as const) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
      expect(screen.getByText(value)).toBeTruthy();
    }
    const [, , amaraRow, tinaRow] = rows as HTMLElement[];
    if (!amaraRow || !tinaRow) throw new Error('rows missing');
    expect(within(amaraRow).getByText('AO')).toBeTruthy();
    expect(within(amaraRow).getByText('Amara Okafor')).toBeTruthy();
    expect(within(amaraRow).getByText('amara.okafor@example.org')).toBeTruthy();
    expect(within(amaraRow).getByText('Student')).toBeTruthy();
    expect(within(amaraRow).getByText('Registered')).toBeTruthy();
    expect(within(amaraRow).getByText(formatDateTime('2026-03-02T09:05:00.000Z'))).toBeTruthy();
    expect(within(tinaRow).getByText('Trainer')).toBeTruthy();
    expect(within(tinaRow).getByText('Free')).toBeTruthy();
    expect(within(tinaRow).getByText('Never')).toBeTruthy();
    expect(within(tinaRow).getByRole('button', { name: 'Edit Tina Trainer' })).toBeTruthy();
    expect(within(tinaRow).getByRole('button', { name: 'Delete Tina Trainer' })).toBeTruthy();
  });

  it('§2 the search (after typing pauses) and the role filter are sent to the server and kept in the address; no match shows the spec’s empty text', async () => {
    const calls = adminApi((url) =>
      url.includes('q=') || url.includes('role=trainer')
        ? { status: 200, body: userList([]) }
        : { status: 200, body: userList([amara]) },
    );
    const router = renderPage();
    await screen.findByText('Amara Okafor');
    fireEvent.change(screen.getByRole('searchbox', { name: /Search users/ }), { target: { value: '  okafor@ ' } });
    await screen.findByText(USERS_EMPTY, {}, { timeout: 3000 });
    expect(userCalls(calls).at(-1)?.url).toBe('/api/admin/users?q=okafor%40&role=all&page=1');
    expect(router.state.location.search).toBe('?q=okafor%40');

    fireEvent.change(screen.getByRole('searchbox', { name: /Search users/ }), { target: { value: '' } });
    await screen.findByText('Amara Okafor', {}, { timeout: 3000 });
    await choose(screen.getByRole('combobox', { name: 'Role' }), 'Trainer');
    await screen.findByText(USERS_EMPTY);
    expect(userCalls(calls).at(-1)?.url).toBe('/api/admin/users?role=trainer&page=1');
    expect(router.state.location.search).toBe('?role=trainer');
  });

  it('§2 the address’s search, filter and page are asked for on load, and the pages move through the list', async () => {
    const calls = adminApi((url) => ({
      status: 200,
      body: userList([amara], { total: 60, page: url.includes('page=3') ? 3 : 2 }),
    }));
    const router = renderPage('/user-management?q=ama&role=student&page=2');
    await screen.findByText('Amara Okafor');
    expect(userCalls(calls)[0]?.url).toBe('/api/admin/users?q=ama&role=student&page=2');
    expect(screen.getByText('Showing 26–50 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(userCalls(calls).at(-1)?.url).toBe('/api/admin/users?q=ama&role=student&page=3'));
    expect(router.state.location.search).toBe('?q=ama&role=student&page=3');
  });

  it('§2 the search box follows the address when it changes from outside (the header’s link drops `q`), and does not write its old text back', async () => {
    const calls = adminApi((url) => ({ status: 200, body: userList(url.includes('q=') ? [amara] : [amara, tina]) }));
    const router = renderPage('/user-management?q=amara');
    const box = (await screen.findByRole('searchbox', { name: /Search users/ })) as HTMLInputElement;
    expect(box.value).toBe('amara');
    await screen.findByText('Amara Okafor');

    await act(() => router.navigate('/user-management'));
    await waitFor(() => expect(box.value).toBe(''));
    await screen.findByText('Tina Trainer');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(router.state.location.search).toBe('');
    expect(box.value).toBe('');
    expect(userCalls(calls).at(-1)?.url).toBe('/api/admin/users?role=all&page=1');

    // Text being typed when the address changes is dropped, not sent after the pause.
    fireEvent.change(box, { target: { value: 'oka' } });
    await act(() => router.navigate('/user-management?q=tina'));
    await waitFor(() => expect(box.value).toBe('tina'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(router.state.location.search).toBe('?q=tina');
    expect(userCalls(calls).some((call) => call.url.includes('q=oka'))).toBe(false);
  });

  it('a failed load says why and Try Again asks again', async () => {
    let fail = true;
    const calls = adminApi(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'The list is resting.' } } }
        : { status: 200, body: userList([amara]) },
    );
    renderPage();
    await screen.findByText('The list is resting.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Amara Okafor');
    expect(userCalls(calls)).toHaveLength(2);
  });

  it('the signed-in admin’s own Delete does nothing and says why', async () => {
    const calls = adminApi(() => ({ status: 200, body: userList([me, amara]) }));
    renderPage();
    const own = await screen.findByRole('button', { name: 'Delete Sam Someone' });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(own.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/your account/);
    fireEvent.click(own);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes(calls)).toHaveLength(0);
  });
});

/** Opens the Edit User dialog of `name`. */
async function openEdit(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

const field = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

describe('§5 Edit user', () => {
  it('§5 trainer fields appear only for trainers; a changed figure needs a reason; earnings are sent in cents', async () => {
    let saved = false;
    const calls = adminApi(
      () => ({ status: 200, body: userList([saved ? { ...amara, role: 'trainer' } : amara]) }),
      (_url, method, body) => {
        if (method !== 'PUT') return null;
        saved = true;
        const sent = body as ManagedUser;
        return { status: 200, body: { user: { ...amara, ...sent } } };
      },
    );
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    expect(field(dialog, /First Name/).value).toBe('Amara');
    expect(field(dialog, /Email/).type).toBe('email');
    expect(within(dialog).queryByLabelText('Earnings')).toBeNull();
    expect(within(dialog).queryByLabelText('Referral Code')).toBeNull();
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();

    await choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Trainer');
    await waitFor(() => expect(field(dialog, 'Earnings')).toBeTruthy());
    expect(field(dialog, 'Referral Code').value).toBe('AMA123');
    expect(field(dialog, 'Courses Created')).toBeTruthy();
    expect(field(dialog, 'Courses Sold')).toBeTruthy();

    fireEvent.change(field(dialog, 'Referral Code'), { target: { value: 'ab-12cd' } });
    expect(field(dialog, 'Referral Code').value).toBe('AB12CD');
    fireEvent.change(field(dialog, /First Name/), { target: { value: '  Amarachi ' } });
    fireEvent.change(field(dialog, 'Earnings'), { target: { value: '125.5' } });
    const reason = await waitFor(() => field(dialog, /Reason/));
    expect(
      within(dialog).getByText(/your change is kept as an adjustment with your name and this reason/),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByText(ADJUSTMENT_REASON_REQUIRED);
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Sales made before the marketplace.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Change the role of Amara Okafor?' });
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Change role to Trainer' }));
    await screen.findByText(USER_UPDATED);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.url).toBe('/api/admin/users/u2');
    expect(puts(calls)[0]?.body).toEqual({
      firstName: 'Amarachi',
      lastName: 'Okafor',
      email: 'amara.okafor@example.org',
      role: 'trainer',
      isRegistered: true,
      testAttempts: 3,
      referralCode: 'AB12CD',
      earningsCents: 12_550,
      coursesCreated: 0,
      coursesSold: 0,
      expected: { testAttempts: 3, earningsCents: 0, coursesCreated: 0, coursesSold: 0 },
      reason: 'Sales made before the marketplace.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(userCalls(calls).length).toBeGreaterThan(1));
  });

  it('§5 counts and earnings: earnings with three decimals are refused; a name change alone needs no reason', async () => {
    const calls = editApi(tina);
    renderPage();
    const dialog = await openEdit('Tina Trainer');
    expect(field(dialog, 'Earnings').value).toBe('$125.5');
    fireEvent.change(field(dialog, 'Earnings'), { target: { value: '10.125' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByText(EARNINGS_CENTS_MESSAGE);
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(field(dialog, 'Earnings'), { target: { value: '125.50' } });
    fireEvent.change(field(dialog, /Last Name/), { target: { value: 'Tutor' } });
    await waitFor(() => expect(within(dialog).queryByLabelText(/Reason/)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(USER_UPDATED);
    expect(puts(calls)[0]?.body).toMatchObject({ lastName: 'Tutor', earningsCents: 12_550, reason: '' });
  });

  it('§5 a refusal (409, email taken) shows the server’s sentence and keeps what was typed', async () => {
    adminApi(
      () => ({ status: 200, body: userList([amara]) }),
      (_url, method) =>
        method === 'PUT' ? { status: 409, body: { error: { code: 'email_taken', message: EMAIL_TAKEN } } } : null,
    );
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    fireEvent.change(field(dialog, /Email/), { target: { value: 'taken@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByText(EMAIL_TAKEN);
    expect(field(dialog, /Email/).value).toBe('taken@example.org');
    expect(screen.queryByText(USER_UPDATED)).toBeNull();
  });

  it('§5 first name, last name and email are required', async () => {
    const calls = adminApi(() => ({ status: 200, body: userList([amara]) }));
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    fireEvent.change(field(dialog, /First Name/), { target: { value: '   ' } });
    fireEvent.change(field(dialog, /Email/), { target: { value: 'not an email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field(dialog, /First Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(field(dialog, /Email/).getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('§5 the dialog opens from a fresh GET, not the table’s row: a loader while it comes, and the figures it opened with are sent as `expected`', async () => {
    // The row is stale: a sale and a test happened since the list was loaded.
    const now = { ...tina, testAttempts: 4, earningsCents: 20_000, coursesSold: 8 };
    let answerDetail: (() => void) | null = null;
    const calls = adminApi(
      () => ({ status: 200, body: userList([tina]) }),
      (url, method, body) => {
        if (method === 'PUT') return { status: 200, body: { user: { ...now, ...(body as object) } } };
        return url === '/api/admin/users/u3' ? { status: 200, body: { user: now } } : null;
      },
    );
    const fetchMock = vi.mocked(globalThis.fetch);
    const answered = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      // The first GET of the user waits until the test answers it.
      if (String(input) === '/api/admin/users/u3' && init?.method === 'GET' && !answerDetail)
        await new Promise<void>((resolve) => (answerDetail = resolve));
      return answered?.(input, init) as Promise<Response>;
    });
    renderPage();
    const dialog = await openEdit('Tina Trainer');
    expect(within(dialog).getByLabelText('Loading the user')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/First Name/)).toBeNull();
    await waitFor(() => expect(answerDetail).not.toBeNull());
    act(() => answerDetail?.());
    await waitFor(() => expect(field(dialog, 'Earnings').value).toBe('$200'));
    expect(field(dialog, 'Test Attempts').value).toBe('4');
    expect(field(dialog, 'Courses Sold').value).toBe('8');

    // Only Courses Created changes; the reason is asked for it alone.
    fireEvent.change(field(dialog, 'Courses Created'), { target: { value: '5' } });
    fireEvent.change(await waitFor(() => field(dialog, /Reason/)), {
      target: { value: 'Courses moved from another site.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(USER_UPDATED);
    expect(puts(calls)[0]?.body).toMatchObject({
      testAttempts: 4,
      earningsCents: 20_000,
      coursesCreated: 5,
      coursesSold: 8,
      expected: { testAttempts: 4, earningsCents: 20_000, coursesCreated: 2, coursesSold: 8 },
      reason: 'Courses moved from another site.',
    });
  });

  it('§5 a failed load of the user says why in the dialog, and Try Again asks again', async () => {
    let fail = true;
    const calls = adminApi(
      () => ({ status: 200, body: userList([amara]) }),
      (url) =>
        url === '/api/admin/users/u2' && fail
          ? { status: 500, body: { error: { code: 'internal', message: 'The account is resting.' } } }
          : null,
    );
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    await within(dialog).findByText('The account is resting.');
    expect(within(dialog).queryByLabelText(/First Name/)).toBeNull();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(field(dialog, /First Name/).value).toBe('Amara'));
    expect(calls.filter((call) => call.url === '/api/admin/users/u2')).toHaveLength(2);
  });

  it('§5 a figure below 0 left as it opened (a ledger after a refund) needs no reason and is sent as it is', async () => {
    const refunded = { ...tina, earningsCents: -500 };
    const calls = editApi(refunded);
    renderPage();
    const dialog = await openEdit('Tina Trainer');
    await waitFor(() => expect(field(dialog, 'Earnings').value).toBe('-$5'));
    fireEvent.change(field(dialog, /Last Name/), { target: { value: 'Tutor' } });
    fireEvent.blur(field(dialog, 'Earnings'));
    expect(within(dialog).queryByLabelText(/Reason/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(USER_UPDATED);
    expect(puts(calls)[0]?.body).toMatchObject({
      lastName: 'Tutor',
      earningsCents: -500,
      expected: { earningsCents: -500 },
      reason: '',
    });
  });

  it('a role change asks first, naming the user and the new role; Cancel sends nothing and keeps the dialog (issue 23)', async () => {
    const calls = editApi(amara);
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    await choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Change the role of Amara Okafor?' });
    expect(
      within(confirmation).getByText(
        "Amara Okafor's role changes from Student to Admin with their next request. As an admin they can see and change every account, payment and setting.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the role of Amara Okafor?' })).toBeNull());
    expect(puts(calls)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLInputElement).value).toBe('Admin');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const again = await screen.findByRole('dialog', { name: 'Change the role of Amara Okafor?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Change role to Admin' }));
    await screen.findByText(USER_UPDATED);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toMatchObject({ role: 'admin' });
  });

  it('a save that keeps the role asks nothing (issue 23)', async () => {
    const calls = editApi(amara);
    renderPage();
    const dialog = await openEdit('Amara Okafor');
    fireEvent.change(field(dialog, /Last Name/), { target: { value: 'Okafor-Eze' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(USER_UPDATED);
    expect(screen.queryByRole('dialog', { name: /Change the role/ })).toBeNull();
    expect(puts(calls)).toHaveLength(1);
  });

  it('the admin’s own role cannot be changed here, and says why', async () => {
    adminApi(() => ({ status: 200, body: userList([me]) }));
    renderPage();
    const dialog = await openEdit('Sam Someone');
    expect(within(dialog).getByRole('combobox', { name: 'Role' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(CANNOT_DEMOTE_SELF)).toBeTruthy();
  });
});

describe('§2 Delete user', () => {
  it('§8 the confirmation names the user; Delete removes them with the spec’s toast; Cancel sends nothing', async () => {
    let deleted = false;
    const calls = adminApi(
      () => ({ status: 200, body: userList(deleted ? [] : [amara]) }),
      (_url, method) => {
        if (method !== 'DELETE') return null;
        deleted = true;
        return { status: 204, body: null };
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Amara Okafor?' });
    expect(within(dialog).getByText(/purchases and earnings records are kept, anonymised/)).toBeTruthy();
    expect(within(dialog).getByText(/can no longer sign in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Amara Okafor' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Amara Okafor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('User Deleted');
    expect(screen.getByText('User has been removed from the system.')).toBeTruthy();
    expect(deletes(calls).map((call) => call.url)).toEqual(['/api/admin/users/u2']);
    await screen.findByText(USERS_EMPTY);
  });

  it('a refused deletion (the last admin) toasts the server’s sentence', async () => {
    adminApi(
      () => ({ status: 200, body: userList([managedUser({ role: 'admin' })]) }),
      (_url, method) =>
        method === 'DELETE'
          ? { status: 409, body: { error: { code: 'last_admin_delete', message: LAST_ADMIN_DELETE } } }
          : null,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amara Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Amara Okafor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(LAST_ADMIN_DELETE);
    expect(screen.queryByText('User Deleted')).toBeNull();
  });
});

describe('the tabs', () => {
  it('the active tab is kept in the address; no Inbox tab: the introduction links to the one support queue (issue 23)', async () => {
    adminApi(
      () => ({ status: 200, body: userList([amara]) }),
      (url) =>
        url.startsWith('/api/admin/audit-log')
          ? { status: 200, body: { entries: [], total: 0, page: 1, pageSize: 25 } }
          : null,
    );
    const router = renderPage();
    await screen.findByText('Amara Okafor');
    expect(screen.queryByRole('tab', { name: /Inbox/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'support queue of the Communication Center' }).getAttribute('href')).toBe(
      '/communication',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
    await screen.findByText('No admin actions recorded yet.');
    await act(async () => {});
  });
});
