import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BOARD_POSTED, type BoardPage } from '../src/shared/board/messages';
import { newStudent } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** A time as the product shows it (spec §9, en-US short with hour and minute) in `timeZone`, computed here with Intl. */
const shownIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));

/** The time shown on the board message that reads `text`. */
const postedTime = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).locator('time');

test('issue 25 item 7: a student chooses Asia/Kolkata in Settings and her board message shows in Kolkata time; the list offers Africa/Lagos', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const text = `Kolkata study group, evenings ${randomBytes(4).toString('hex')}`;
  const { page } = await newStudent(browser, baseURL);

  // She posts on the board; its time is first shown in the default zone of her settings (America/New_York),
  // not the browser's own (this browser runs in UTC).
  await page.goto('/messages');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`kolkata.${randomBytes(3).toString('hex')}@example.org`);
  await page.getByRole('textbox', { name: /^Message/ }).fill(text);
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText(BOARD_POSTED)).toBeVisible();
  const board = (await (await page.request.get('/api/board/messages')).json()) as BoardPage;
  const posted = board.messages.find((message) => message.message === text);
  if (!posted) throw new Error('the message was not posted');
  await expect(postedTime(page, text)).toHaveText(shownIn(posted.createdAt, 'America/New_York'));

  // Settings: the spec's seven zones first, then every other zone, searchable.
  await page.goto('/settings');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('America/New_York');
  await zone.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group', { name: 'Common time zones' }).getByRole('option')).toHaveText([
    /^America\/New_York/,
    /^America\/Chicago/,
    /^America\/Denver/,
    /^America\/Los_Angeles/,
    /^Europe\/London/,
    /^Europe\/Paris/,
    /^Asia\/Tokyo/,
  ]);
  await zone.fill('Lagos');
  await expect(page.getByRole('option', { name: /^Africa\/Lagos/ })).toHaveText('Africa/LagosUTC+01:00');
  await zone.fill('Kolkata');
  await page.getByRole('option', { name: /^Asia\/Kolkata/ }).click();
  await expect(zone).toHaveValue('Asia/Kolkata');
  await expectNoAxeViolations(page, 'the settings with a time zone chosen');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();

  // Without a reload, the board (reached through the menu) shows her message's time in Kolkata.
  await page.getByRole('banner').getByRole('button', { name: 'Messages' }).click();
  await page.getByRole('menuitem', { name: 'View All Messages' }).click();
  await expect(page).toHaveURL('/messages');
  await expect(postedTime(page, text)).toHaveText(shownIn(posted.createdAt, 'Asia/Kolkata'));
  expect(shownIn(posted.createdAt, 'Asia/Kolkata')).not.toBe(shownIn(posted.createdAt, 'America/New_York'));

  // And after a reload, from the first paint.
  await page.reload();
  await expect(postedTime(page, text)).toHaveText(shownIn(posted.createdAt, 'Asia/Kolkata'));
  await page.goto('/settings');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
});

test('issue 25 item 7: on a 390 px phone the time zone select is searchable and Dark mode still saves with it', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newStudent(browser, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Dark mode' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Manila');
  await page.getByRole('option', { name: /^Asia\/Manila/ }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your settings have been saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page scroll on the settings').toBeLessThanOrEqual(0);
  const settings = await (await page.request.get('/api/account/settings')).json();
  expect(settings).toMatchObject({ darkMode: true, timezone: 'Asia/Manila' });
});

test('a student whose zone is not the browser’s keeps what she types as soon as the page appears, however late the session answers within 1.5 s', async ({
  browser,
  baseURL,
}) => {
  // Her zone is America/New_York, the browser's UTC; the session answers 600 ms late, as on a slow network.
  const { page } = await newStudent(browser, baseURL);
  await page.route('**/api/account/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/contact');
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
  const message = page.getByRole('textbox', { name: /^Message/ });
  await message.fill('Which documents does the Texas board ask for?');
  // The page is not mounted again in her zone when the session is known: the text is still there.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(message).toHaveValue('Which documents does the Texas board ask for?');
});
