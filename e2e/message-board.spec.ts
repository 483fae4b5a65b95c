import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  BOARD_DELETE_OWN_FORBIDDEN,
  BOARD_DELETED,
  BOARD_LOGIN_REQUIRED,
  BOARD_NAME_LOCKED,
  BOARD_POSTED,
  BOARD_REPLY_POSTED,
  BOARD_THREAD_HAS_REPLIES,
  type BoardMessage,
  type BoardPage,
} from '../src/shared/board/messages';
import { demoSession, newStudent, registerAndSignIn, signInWithForm } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const suffix = () => randomBytes(4).toString('hex');
const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:4310').origin;
const messageField = (page: Page) => page.getByRole('textbox', { name: /^Message/ });
const nameField = (page: Page) => page.getByRole('textbox', { name: /^Name/ });
const emailField = (page: Page) => page.getByRole('textbox', { name: /^Email/ });

/** Opens the top bar's Messages menu (spec §2) and picks `item`. */
async function fromMessagesMenu(page: Page, item: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Messages' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a student posts under her account’s name, locked in the form and taken from the account by the API; another student cannot delete it; an admin deletes it after a confirmation', async ({
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
  await expect(nameField(student)).toHaveAttribute('readonly', '');
  await expect(student.getByText(BOARD_NAME_LOCKED)).toBeVisible();
  const accountName = await nameField(student).inputValue();
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

  // Her own message has Delete (issue 27 item 6); others' have none.
  await expect(first.getByRole('button', { name: 'Delete your message' })).toBeVisible();
  await expect(student.getByRole('button', { name: /^Delete the message from/ })).toHaveCount(0);

  // A post through the API naming someone else carries her account's name (issue 27 item 6).
  const impostor = `Posted as someone else ${suffix()}`;
  const named = await student.request.post('/api/board/messages', {
    data: { authorName: 'Grace Mensah (Admin)', message: impostor },
    headers: { origin: originOf(baseURL) },
  });
  expect(named.status()).toBe(201);
  expect(((await named.json()).message as BoardMessage).authorName).toBe(accountName);
  await student.reload();
  const impostorRow = student.getByRole('article').filter({ hasText: impostor });
  await expect(impostorRow.getByRole('heading', { name: accountName })).toBeVisible();
  await expect(student.getByText('Grace Mensah (Admin)')).toHaveCount(0);
  await impostorRow.getByRole('button', { name: 'Delete your message' }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Delete Message' }).click();
  await expect(student.getByText(BOARD_DELETED)).toBeVisible();
  await expect(student.getByRole('article').filter({ hasText: impostor })).toHaveCount(0);

  // Another student cannot delete it: no button, and the API refuses (spec §6, issue 27 item 6).
  const board = (await (await student.request.get('/api/board/messages')).json()) as BoardPage;
  const posted = board.messages.find((message) => message.message === text);
  expect(posted?.mine).toBe(true);
  const { page: other } = await newStudent(browser, baseURL);
  await other.goto('/messages');
  const seen = other.getByRole('article').filter({ hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const refused = await other.request.delete(`/api/board/messages/${posted?.id}`, {
    headers: { origin: originOf(baseURL) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({ message: BOARD_DELETE_OWN_FORBIDDEN });

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
  await expect(emailField(page)).toBeFocused();

  // From another page, and again from the bottom of the board. The window is short enough that
  // the bottom of the board hides the form, and wide enough for the desktop menus.
  const student = page;
  await student.setViewportSize({ width: 1280, height: 480 });
  await student.goto('/faq');
  await fromMessagesMenu(student, 'Post New Message');
  await expect(student).toHaveURL(/\/messages#post$/);
  await expect(emailField(student)).toBeFocused();
  await expect(emailField(student)).toBeInViewport();
  await student.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(emailField(student)).not.toBeInViewport();
  await student.getByRole('button', { name: 'Post Message' }).focus();
  await fromMessagesMenu(student, 'Post New Message');
  await expect(emailField(student)).toBeFocused();
  await expect(emailField(student)).toBeInViewport();
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

test('a student replies to a board post under her account’s name, under a trainer’s badged reply, and deletes her reply (issue 27 item 6)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page: student } = await newStudent(browser, baseURL);
  await student.goto('/messages');
  const accountName = await nameField(student).inputValue();
  const thread = student
    .getByRole('article')
    .filter({ has: student.getByRole('heading', { name: 'James Whitfield', exact: true }) })
    .first();
  await expect(thread).toContainText('digoxin');
  const trainerReply = thread.getByRole('listitem').filter({ hasText: 'David Kim' });
  await expect(trainerReply.getByText('Trainer', { exact: true })).toBeVisible();

  const text = `Thank you, this helped me remember the apical pulse ${suffix()}`;
  await thread.getByRole('button', { name: 'Reply to the message from James Whitfield' }).click();
  const form = thread.getByRole('form', { name: 'Reply to the message from James Whitfield' });
  await expect(form).toContainText(`Replying as ${accountName}`);
  const field = form.getByRole('textbox', { name: /^Your reply/ });
  await expect(field).toBeFocused();
  await expectNoAxeViolations(student, 'the board with a reply form open');
  await field.fill(text);
  await form.getByRole('button', { name: 'Post Reply' }).click();
  await expect(student.getByText(BOARD_REPLY_POSTED)).toBeVisible();
  const mine = thread.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByRole('heading', { name: accountName })).toBeVisible();
  await expect(mine).toContainText('Your reply');
  await expect(thread).toContainText(/\d+ replies/);
  await expectNoAxeViolations(student, 'the board with replies');

  // She deletes her reply after the confirmation; the thread stays.
  await mine.getByRole('button', { name: 'Delete your reply' }).click();
  const dialog = student.getByRole('dialog', { name: 'Delete this reply?' });
  await dialog.getByRole('button', { name: 'Delete Reply' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await expect(thread).toContainText('digoxin');
});

test('an author’s thread that others replied to stays: no Delete, a line saying why, and the API refuses (issue 27 item 6)', async ({
  browser,
  baseURL,
}) => {
  // James Whitfield's demo question has David Kim's (a trainer's) reply under it.
  const james = await demoSession(browser, baseURL, 'james.whitfield@nightingale.test');
  await james.goto('/messages');
  const thread = james
    .getByRole('article')
    .filter({ has: james.getByRole('heading', { name: 'James Whitfield', exact: true }) })
    .filter({ hasText: 'digoxin' })
    .first();
  await expect(thread.getByText('Others have replied, so this message stays on the board for them.')).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Delete your message' })).toHaveCount(0);
  await expectNoAxeViolations(james, 'the board with an author’s thread kept for its replies');
  const board = (await (await james.request.get('/api/board/messages')).json()) as BoardPage;
  const question = board.messages.find((message) => message.mine && message.message.includes('digoxin'));
  const refused = await james.request.delete(`/api/board/messages/${question?.id}`, {
    headers: { origin: originOf(baseURL) },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toMatchObject({ message: BOARD_THREAD_HAS_REPLIES });
  await james.reload();
  await expect(thread).toContainText('David Kim');
});
