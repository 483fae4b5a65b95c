import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { AUDIT_ACTION_LABELS } from '../src/shared/audit/audit-log';
import {
  USER_DELETED,
  USER_MANAGEMENT_RESTRICTED,
  USER_UPDATED,
  USERS_EMPTY,
} from '../src/shared/user-management/users';
import { demoSession, newAccount, registerAndSignIn, signInWithForm } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseOption } from './select-helpers';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const suffix = () => randomBytes(3).toString('hex');
const ADMIN = 'grace.mensah@nightingale.test';

/** A new browser context with a fresh student signed in; returns the page and the account. */
async function freshStudent(browser: Browser, baseURL: string | undefined) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const account = await registerAndSignIn(page, baseURL, newAccount());
  return { page, account, name: `${account.firstName} ${account.lastName}` };
}

/** Searches the Users tab for `text` and waits for the table to answer it. */
async function searchUsers(admin: Page, text: string) {
  await admin.getByRole('searchbox', { name: /Search users/ }).fill(text);
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

/** Today's date as the user table shows it (en-US short, as formatDateTime starts) in the admin's time zone, the default setting (issue 25 item 7). */
const today = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeZone: 'America/New_York' }).format(new Date());

/** The page has no sideways scroll at its width (a phone's 390 px). */
async function expectNoPageScroll(page: Page, context: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal page scroll on ${context}`).toBeLessThanOrEqual(0);
}

test('§2/§5 an admin finds a fresh student by email, renames them and makes them a trainer with earnings and a reason; the student then reaches the Trainer Dashboard; the edit is in the audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await freshStudent(browser, baseURL);
  await student.page.goto('/trainer-dashboard');
  await expect(
    student.page.getByText('Access Restricted: This dashboard is only available for trainers.'),
  ).toBeVisible();
  await student.page.goto('/user-management');
  await expect(student.page.getByText(USER_MANAGEMENT_RESTRICTED)).toBeVisible();

  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.goto('/user-management');
  await expect(heading(admin)).toHaveText('User Management');
  await expect(admin.getByText('Total Users')).toBeVisible();
  await expect(admin.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(admin, 'the Users tab');

  await searchUsers(admin, student.account.email);
  const row = admin.getByRole('row').filter({ hasText: student.account.email });
  await expect(row).toHaveCount(1);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(student.name);
  await expect(row).toContainText('Student');
  await expect(row).toContainText('Registered');
  // Signed in just now: active today, although no test was taken (issue 23).
  await expect(row).toContainText(today());
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: `Edit ${student.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(student.account.email);
  await expect(dialog.getByLabel('Earnings')).toHaveCount(0);
  await expectNoAxeViolations(admin, 'the Edit User dialog');

  const newFirst = `Chidinma${suffix()}`;
  const newName = `${newFirst} ${student.account.lastName}`;
  await dialog.getByRole('textbox', { name: /^First Name/ }).fill(newFirst);
  await chooseOption(dialog.getByRole('combobox', { name: 'Role' }), 'Trainer');
  await expect(dialog.getByLabel('Referral Code')).toBeVisible();
  await dialog.getByLabel('Earnings').fill('125.50');
  const reason = dialog.getByRole('textbox', { name: /^Reason/ });
  await expect(reason).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(admin, 'the Edit User dialog with the trainer fields and the reason');
  await reason.fill('Earnings from live classes sold before joining Nightingale.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await admin
    .getByRole('dialog', { name: `Change the role of ${student.name}?` })
    .getByRole('button', { name: 'Change role to Trainer' })
    .click();
  await expect(admin.getByText(USER_UPDATED)).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = admin.getByRole('row').filter({ hasText: student.account.email });
  await expect(edited).toContainText(newName);
  await expect(edited).toContainText('Trainer');

  // The role counts from the student's next request.
  await student.page.goto('/trainer-dashboard');
  await student.page.reload();
  await expect(heading(student.page)).toHaveText('Trainer Dashboard');
  await expect(student.page.getByText('Access Restricted', { exact: false })).toHaveCount(0);
  await expect(student.page.getByText(`Welcome back, ${newFirst}.`)).toBeVisible();

  // The audit log, filtered to the user, lists the edit with its reason and the figures before and after.
  await edited.getByRole('button', { name: `View audit log of ${newName}` }).click();
  await expect(admin).toHaveURL(/tab=audit/);
  await expect(admin.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  const entry = admin.getByRole('article').filter({ hasText: AUDIT_ACTION_LABELS['user.updated'] }).first();
  await expect(entry).toContainText('Earnings from live classes sold before joining Nightingale.');
  await entry.getByRole('button', { name: 'Details' }).click();
  await expect(entry.getByRole('row', { name: /Earnings/ })).toContainText('$125.50');
  await expectNoAxeViolations(admin, 'the Audit log tab with an entry’s details');

  // A reload keeps the tab and the filter.
  await admin.reload();
  await expect(admin.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('combobox', { name: 'Filter by user' })).toHaveValue(
    `${newName} (${student.account.email})`,
  );
});

test('§2 an admin deletes a fresh account after the confirmation; it is gone from the search and can no longer sign in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const victim = await freshStudent(browser, baseURL);

  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.goto(`/user-management?q=${encodeURIComponent(victim.account.email)}`);
  const row = admin.getByRole('row').filter({ hasText: victim.account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${victim.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Delete ${victim.name}?` });
  await expect(dialog).toContainText('can no longer sign in');
  await expect(dialog).toContainText('purchases and earnings records are kept, anonymised');
  await expectNoAxeViolations(admin, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const [title, message] = USER_DELETED.split(': ');
  await expect(admin.getByText(title ?? '', { exact: true })).toBeVisible();
  await expect(admin.getByText(message ?? '', { exact: true })).toBeVisible();
  await expect(admin.getByText(USERS_EMPTY)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText(USERS_EMPTY)).toBeVisible();

  // Their session ended, and signing in again fails.
  const me = await (await victim.page.request.get('/api/account/me')).json();
  expect(me.user).toBeNull();
  const again = await (await browser.newContext({ baseURL })).newPage();
  await again.goto('/login');
  await signInWithForm(again, victim.account.email, victim.account.password);
  await expect(again.getByRole('alert')).toHaveText('Invalid email or password');

  // The admin's own Delete does nothing.
  await admin.goto(`/user-management?q=${encodeURIComponent(ADMIN)}`);
  const own = admin.getByRole('button', { name: 'Delete Grace Mensah' });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await own.focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('dialog')).toHaveCount(0);
});

test('§2 the search box follows the address: the header’s User Management link clears the search, and it stays cleared', async ({
  browser,
  baseURL,
}) => {
  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.goto('/user-management?q=grace.mensah');
  const box = admin.getByRole('searchbox', { name: /Search users/ });
  await expect(box).toHaveValue('grace.mensah');
  await expect(admin.getByRole('row').filter({ hasText: ADMIN })).toHaveCount(1);
  await admin.getByRole('navigation', { name: 'My Nightingale' }).getByRole('button', { name: 'Admin' }).click();
  await admin.getByRole('menuitem', { name: 'User Management' }).click();
  await expect(admin).toHaveURL(/\/user-management$/);
  await expect(box).toHaveValue('');
  // Longer than the search's pause: the old text is not written back.
  await admin.waitForTimeout(800);
  await expect(admin).toHaveURL(/\/user-management$/);
  await expect(box).toHaveValue('');
});

test('each tab works on a 390 px phone without sideways page scroll', async ({ browser, baseURL }) => {
  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/user-management');
  const users = admin.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem').first()).toBeVisible();
  await expectNoPageScroll(admin, 'the Users tab');
  await users.getByRole('listitem').first().getByRole('button', { name: /^Edit/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toBeVisible();
  await expectNoPageScroll(admin, 'the Edit User dialog');
  await admin.keyboard.press('Escape');
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('combobox', { name: 'Filter by user' })).toBeVisible();
  await expectNoPageScroll(admin, 'the Audit log tab');
});

test('on a 390 px phone each user is a card with every field and its actions in view; a role change asks first and Cancel changes nothing (issue 23)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const student = await freshStudent(browser, baseURL);
  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/user-management?q=${encodeURIComponent(student.account.email)}`);

  const users = admin.getByRole('list', { name: 'Users' });
  const card = users.getByRole('listitem').filter({ hasText: student.account.email });
  await expect(card).toHaveCount(1);
  await expect(admin.getByRole('table')).toHaveCount(0);
  for (const text of [
    student.name,
    'Email',
    'Role',
    'Student',
    'Status',
    'Registered',
    'Test Attempts',
    'Last Activity',
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card).toContainText(today());
  for (const name of [`Edit ${student.name}`, `Delete ${student.name}`, `View audit log of ${student.name}`]) {
    const button = card.getByRole('button', { name });
    await expect(button).toBeVisible();
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box?.x ?? -1, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends on screen`).toBeLessThanOrEqual(390);
  }
  const listOverflow = await users.evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(listOverflow, 'sideways scroll inside the user list').toBeLessThanOrEqual(0);
  await expectNoPageScroll(admin, 'the Users tab with a card');
  await expectNoAxeViolations(admin, 'the Users tab as cards at 390 px');

  // A role change asks first, naming the user and the new role; Cancel saves nothing.
  await card.getByRole('button', { name: `Edit ${student.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await chooseOption(dialog.getByRole('combobox', { name: 'Role' }), 'Admin');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const confirmation = admin.getByRole('dialog', { name: `Change the role of ${student.name}?` });
  await expect(confirmation).toContainText('from Student to Admin');
  await expect(confirmation.getByRole('button', { name: 'Change role to Admin' })).toBeVisible();
  await expectNoAxeViolations(admin, 'the role change confirmation at 390 px');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await admin.reload();
  await expect(card).toContainText('Student');
  await expect(card).not.toContainText('Admin');
});
