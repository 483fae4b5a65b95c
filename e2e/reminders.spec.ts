import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMS_NOT_AVAILABLE, UNSUBSCRIBED_SENTENCES } from '../src/shared/reminders/reminders';
import { demoSession, registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const ADMIN = 'grace.mensah@nightingale.test';
/** Where the e2e server writes emails (playwright.config.ts MAIL_OUTBOX_DIR). */
const OUTBOX = 'test-results/mail-outbox';

/**
 * The text of the newest email in the outbox addressed to `to` whose Subject is `subject`, waiting
 * for it to arrive (by Subject: the reminder scan may also send a new student a practice-test
 * alert on a Monday morning).
 */
async function emailTo(to: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const files = await readdir(OUTBOX).catch(() => [] as string[]);
      for (const file of files.sort().reverse()) {
        const text = await readFile(join(OUTBOX, file), 'utf8');
        if (text.startsWith(`To: ${to}\n`) && text.match(/^Subject: (.*)$/m)?.[1] === subject) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}

test('issue 25 item 6: Settings says why SMS is off and what push does; an email’s one-click unsubscribe turns that one setting off without signing in', async ({
  page,
  baseURL,
  browser,
}) => {
  const origin = new URL(baseURL ?? 'http://localhost:4325').origin;
  const account = await registerAndSignIn(page, baseURL);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const sms = page.getByRole('switch', { name: /^SMS notifications/ });
  await expect(sms).toBeDisabled();
  await expect(sms).not.toBeChecked();
  await expect(page.getByText(SMS_NOT_AVAILABLE)).toBeVisible();
  await expect(
    page.getByText('The language of the interface; exam questions stay in English, as on the NCLEX.'),
  ).toBeVisible();
  // Push is on by default (spec §3) but this browser is not subscribed: the page offers to subscribe it.
  // This headless browser does not allow notifications: the page says so and the switch goes back off.
  const pushSwitch = page.getByRole('switch', { name: /^Push notifications/ });
  await expect(pushSwitch).toBeEnabled();
  await expect(pushSwitch).toBeChecked();
  await page.getByRole('button', { name: 'Send notifications to this browser' }).click();
  await expect(page.getByTestId('push-note')).toHaveText(
    /Your browser blocks notifications from Nightingale|This browser could not be subscribed|This browser cannot show push notifications/,
  );
  await expect(pushSwitch).not.toBeChecked();
  await expectNoAxeViolations(page, 'the Settings page on a phone');

  // A support reply is a notification email with a one-click unsubscribe.
  const subject = `Transcripts ${Date.now()}`;
  const started = await page.request.post('/api/conversations', {
    headers: { origin },
    data: { subject, message: 'How do I upload my transcripts?' },
  });
  expect(started.status()).toBe(201);
  const admin = await demoSession(browser, baseURL, ADMIN);
  const { conversation } = await started.json();
  const answered = await admin.request.post(`/api/admin/conversations/${conversation.id}/messages`, {
    headers: { origin },
    data: { message: 'Upload them as one PDF.' },
  });
  expect(answered.status()).toBe(201);
  const email = await emailTo(account.email, `Re: ${subject}`);
  expect(email).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // The footer's link opens the page; the List-Unsubscribe header's goes to the API (one-click POST).
  const link =
    [...email.matchAll(/https?:\/\/[^\s<>]+\/unsubscribe\?token=[^\s<>]+/g)]
      .map((match) => match[0])
      .find((url) => !url.includes('/api/')) ?? '';
  expect(link).not.toBe('');

  // Opened in a browser that is not signed in.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(visitor.getByText(UNSUBSCRIBED_SENTENCES.emailNotifications)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'the unsubscribe page');

  // Only Email notifications is off.
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: /^Email notifications/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /^Study reminders/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /^Practice test alerts/ })).toBeChecked();

  // A changed link says so and changes nothing.
  await visitor.goto(`/unsubscribe?token=${encodeURIComponent('bm9ib2R5.studyReminders.AAAA')}`);
  await expect(visitor.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
  await admin.context().close();
  await visitor.context().close();
});
