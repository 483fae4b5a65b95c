import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  BOARD_DELETE_FORBIDDEN,
  BOARD_DELETED,
  BOARD_LOGIN_REQUIRED,
  BOARD_POSTED,
  type BoardPage,
} from '../src/shared/board/messages';
import { demoSession, newStudent, registerAndSignIn, signInWithForm } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const suffix = () => randomBytes(4).toString('hex');
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:4310').origin;
const messageField = (page: Page) => page.getByRole('textbox', { name: /^Message/ });
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Name/ });

/** Opens the top bar's Messages menu (spec §2) and picks `item`. */
async function fromMessagesMenu(page: Page, item: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Messages' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a student posts on the board and cannot delete it, in the page or the API; an admin deletes it after a confirmation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const text = `Which NCLEX prioritization rule helped you most? <b>ABC</b> first ${suffix()}`;

  // A new student posts; the message comes first, as plain text.
  const { page: student } = await newStudent(browser, baseURL);
  await student.goto('/messages');
  await expect(heading(student)).toHaveText('Community Message Board');
  await expect(nameField(student)).toHaveValue(/^Chiamaka Eze/);
  await expectNoAxeViolations(student, 'the message board, signed in');
  const email = `board.${suffix()}@example.org`;
  await student.getByRole('textbox', { name: /^Email/ }).fill(email);
  await messageField(student).fill(text);
  await student.getByRole('button', { name: 'Post Message' }).click();
  await expect(student.getByText(BOARD_POSTED)).toBeVisible();
  await expect(messageField(student)).toHaveValue('');
  await expect(student.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  const first = student.getByRole('article').first();
  await expect(first).toContainText(text);
  await expect(first.getByRole('heading', { name: /^Chiamaka Eze/ })).toBeVisible();

  await expect(first).not.toContainText(email);

  // No Delete for the student, and the API refuses their DELETE (spec §6).
  await expect(student.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const board = (await (await student.request.get('/api/board/messages')).json()) as BoardPage;
  const posted = board.messages.find((message) => message.message === text);
  expect(posted?.mine).toBe(true);
  const refused = await student.request.delete(`/api/board/messages/${posted?.id}`, {
    headers: { origin: originOf(baseURL) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({ message: BOARD_DELETE_FORBIDDEN });

  // Grace Mensah, an admin, deletes it after the confirmation.
  const admin = await demoSession(browser, baseURL, 'grace.mensah@nightingale.test');
  await admin.goto('/messages');
  const row = admin.getByRole('article').filter({ hasText: text });
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: /^Delete the message from Chiamaka Eze/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('ABC');
  await expectNoAxeViolations(admin, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Delete Message' }).click();
  await expect(admin.getByText(BOARD_DELETED)).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  // Gone for the student too.
  await student.reload();
  await expect(student.getByRole('article').first()).toBeVisible();
  await expect(student.getByRole('article').filter({ hasText: text })).toHaveCount(0);
});

test('the Messages menu: Post New Message brings the form into view and focuses it; signed out it offers Login to Post Message', async ({
  browser,
  baseURL,
  page,
}) => {
  // Signed out: everything is readable, posting leads to /login.
  await page.goto('/messages');
  await expect(heading(page)).toHaveText('Community Message Board');
  await expect(page.getByText(BOARD_LOGIN_REQUIRED)).toBeVisible();
  await expect(messageField(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the message board, signed out');
  await fromMessagesMenu(page, 'Login to Post Message');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/messages');
  await page.getByRole('link', { name: 'Login to Post Message' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fmessages%23post$/);

  // Signing in there comes back to the form, focused.
  const account = await registerAndSignIn(await (await browser.newContext({ baseURL })).newPage(), baseURL);
  await signInWithForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/messages#post$/);
  await expect(nameField(page)).toBeFocused();

  // From another page, and again from the bottom of the board. The window is short enough that
  // the bottom of the board hides the form, and wide enough for the desktop menus.
  const student = page;
  await student.setViewportSize({ width: 1280, height: 480 });
  await student.goto('/faq');
  await fromMessagesMenu(student, 'Post New Message');
  await expect(student).toHaveURL(/\/messages#post$/);
  await expect(nameField(student)).toBeFocused();
  await expect(nameField(student)).toBeInViewport();
  await student.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(nameField(student)).not.toBeInViewport();
  await student.getByRole('button', { name: 'Post Message' }).focus();
  await fromMessagesMenu(student, 'Post New Message');
  await expect(nameField(student)).toBeFocused();
  await expect(nameField(student)).toBeInViewport();
});

test('the board fits a 390 px wide phone, signed in, with a long unbroken message', async ({ browser, baseURL }) => {
  const { page } = await newStudent(browser, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/messages');
  await messageField(page).fill(`https://example.org/${'a'.repeat(300)} ${suffix()}`);
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText(BOARD_POSTED)).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('aaaa');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'the message board at 390 px');
});
