import { fireEvent, waitFor, within } from '@testing-library/react';
import type { ManagedUser, UserList } from '../../shared/user-management/users';

/** Test data and helpers of the /user-management page tests (users, inbox, audit log). */

/** A user as the API lists it. */
export const managedUser = (overrides: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 'u2',
  email: 'amara.okafor@example.org',
  firstName: 'Amara',
  lastName: 'Okafor',
  role: 'student',
  isRegistered: true,
  testAttempts: 3,
  lastTestDate: '2026-03-02T09:05:00.000Z',
  lastActivityAt: '2026-03-02T09:05:00.000Z',
  referralCode: 'AMA123',
  earningsCents: 0,
  coursesCreated: 0,
  coursesSold: 0,
  createdAt: '2026-01-10T08:00:00.000Z',
  ...overrides,
});

const stats = { total: 120, admins: 2, instructors: 5, trainers: 13, students: 100, registered: 90 };

/** One page of the user list holding `users`. */
export const userList = (users: ManagedUser[], overrides: Partial<UserList> = {}): UserList => ({
  users,
  total: users.length,
  page: 1,
  pageSize: 25,
  stats,
  ...overrides,
});

/** Picks `option` in the Mantine select `combobox` (its options sit in a portal, hidden while they fade in). */
export async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the options are not shown');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
