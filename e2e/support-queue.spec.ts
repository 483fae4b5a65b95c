import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AUDIT_ACTION_LABELS } from '../src/shared/audit/audit-log';
import {
  CONVERSATION_CLOSED,
  CONVERSATION_CLOSED_TOAST,
  NOTE_ADDED,
  REPLY_SENT,
} from '../src/shared/conversations/conversations';
import { demoSession, registerAndSignIn } from './account-helpers';
import { expect, expectNoAxeViolations, gotoInteractive, test } from './fixtures';

const ADMIN = 'grace.mensah@nightingale.test';
const suffix = () => randomBytes(3).toString('hex');

/** Sends the contact form as whoever `page` is (signed in or not). */
async function sendContactForm(
  page: Page,
  { name, email, subject, message }: { name: string; email: string; subject: string; message: string },
) {
  await gotoInteractive(page, '/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for your message!');
}

/** Opens the conversation `subject` in the support queue (All, so it is found whatever its state). */
async function openInQueue(admin: Page, subject: string) {
  await admin.goto('/communication?status=all');
  await admin.getByRole('link').filter({ hasText: subject }).click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
}

test('issue 23: a registered student’s contact message is answered in the one queue; she reads the reply in her Communication Center; closed, her "thank you" keeps it closed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const student = await (await browser.newContext({ baseURL })).newPage();
  const account = await registerAndSignIn(student, baseURL);
  const subject = `Receipt for my plan ${suffix()}`;
  await sendContactForm(student, {
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    subject,
    message: 'Could you send me a receipt for my plan?',
  });

  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.goto('/user-management');
  await expect(admin.getByRole('tab', { name: /Inbox/ })).toHaveCount(0);
  await admin.getByRole('link', { name: 'support queue of the Communication Center' }).click();
  await expect(admin).toHaveURL(/\/communication$/);
  const item = admin.getByRole('link').filter({ hasText: subject });
  await expect(item).toContainText('Waiting for reply');
  await expect(item).toContainText('Contact form');
  await expectNoAxeViolations(admin, 'the support queue');
  await item.click();
  await expect(admin.getByRole('region', { name: `About ${account.firstName} ${account.lastName}` })).toContainText(
    'No programme chosen yet',
  );
  await admin.getByRole('textbox', { name: /^Internal note/ }).fill('Receipts go out from billing; sent today.');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(admin.getByText(NOTE_ADDED)).toBeVisible();
  await admin.getByRole('textbox', { name: /^Reply/ }).fill('Your receipt is attached to your Payment Portal.');
  await admin.getByRole('button', { name: 'Send Reply' }).click();
  await expect(admin.getByText(REPLY_SENT)).toBeVisible();
  await expectNoAxeViolations(admin, 'a thread with its notes and the student beside it');

  await student.goto('/communication');
  const mine = student.getByRole('link').filter({ hasText: subject });
  await expect(mine).toContainText('Unread');
  await mine.click();
  const messages = student.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Your receipt is attached to your Payment Portal.')).toBeVisible();
  await expect(student.getByText('Receipts go out from billing')).toHaveCount(0);

  await openInQueue(admin, subject);
  await admin.getByRole('button', { name: 'Close conversation' }).click();
  await expect(admin.getByText(CONVERSATION_CLOSED_TOAST)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();

  await student.reload();
  await expect(student.getByText(CONVERSATION_CLOSED)).toBeVisible();
  await expectNoAxeViolations(student, 'a closed conversation');
  await student.getByRole('textbox', { name: /^Reply/ }).fill('Thank you!');
  await student.getByRole('button', { name: 'Send Reply' }).click();
  await expect(student.getByText(REPLY_SENT)).toBeVisible();
  await expect(messages.getByText('Thank you!')).toBeVisible();

  await openInQueue(admin, subject);
  const thread = admin.getByRole('region', { name: subject });
  await expect(thread.getByText('Closed', { exact: true })).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText('Thank you!')).toBeVisible();
});

test('issue 23: a visitor’s contact message is answered by email from the queue, recorded in the thread and the audit log; on a 390 px phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const subject = `Group price ${suffix()}`;
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await sendContactForm(visitor, {
    name: 'Ngozi Adeyemi',
    email: `ngozi.${suffix()}@example.org`,
    subject,
    message: 'Hello,\nDo you offer a group price?',
  });

  const admin = await demoSession(browser, baseURL, ADMIN);
  await admin.setViewportSize({ width: 390, height: 844 });
  await openInQueue(admin, subject);
  await expect(admin.getByText('Ngozi Adeyemi (visitor)')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: /^Reply/ })).toHaveAccessibleDescription(/Sent by email to ngozi\./);
  await admin.getByRole('textbox', { name: /^Reply/ }).fill('Yes: 20% off for ten or more nurses.');
  await admin.getByRole('button', { name: 'Send Reply' }).click();
  await expect(admin.getByText(REPLY_SENT)).toBeVisible();
  await expect(
    admin.getByRole('list', { name: 'Messages' }).getByText('Yes: 20% off for ten or more nurses.'),
  ).toBeVisible();
  await expectNoAxeViolations(admin, 'a visitor’s thread on a phone');

  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/user-management?tab=audit');
  const entry = admin.getByRole('article').filter({ hasText: subject });
  await expect(entry).toContainText(AUDIT_ACTION_LABELS['contact_message.replied']);
  await expect(entry).toContainText('Grace Mensah');
});
