import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app';

/** Issue 23 point 13: with SMTP_URL unset, no email's text (a live reset link) reaches the log. */

/** A test app whose log lines are kept, with the app's own mailer for `outboxDir`. */
async function appWithLog(outboxDir?: string) {
  const lines: string[] = [];
  const t = await createTestApp({
    mailer: 'configured',
    config: { smtpUrl: undefined, mailOutboxDir: outboxDir },
    logStream: { write: (line) => lines.push(line) },
  });
  return { t, lines };
}

async function requestReset(t: Awaited<ReturnType<typeof appWithLog>>['t'], email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: TEST_ORIGIN },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await t.app.auth.settleBackgroundTasks();
}

describe('email without SMTP_URL', () => {
  it('logs that a reset email was not sent, to whom and why, never its text, link or token', async () => {
    const { t, lines } = await appWithLog();
    try {
      const account = await signedInAs(t.app);
      await requestReset(t, account.email);
      const log = lines.join('');
      const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg?.startsWith('email not sent'));
      expect(entry).toMatchObject({
        to: account.email,
        subject: 'Reset your Nightingale password',
        msg: 'email not sent: no SMTP_URL configured',
      });
      expect(entry.text).toBeUndefined();
      expect(log).not.toContain('/reset-password/');
      expect(log).not.toContain('open this link');
      expect(log).not.toMatch(/token/i);
    } finally {
      await t.close();
    }
  });

  it('with MAIL_OUTBOX_DIR (development), writes the whole email to a file there and only its file name to the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nightingale-outbox-'));
    const { t, lines } = await appWithLog(dir);
    try {
      const account = await signedInAs(t.app);
      await requestReset(t, account.email);
      const [file] = await readdir(dir);
      const text = await readFile(join(dir, file ?? ''), 'utf8');
      expect(text).toContain(`To: ${account.email}`);
      const link = text.match(/http\S+\/reset-password\/\S+/)?.[0] ?? '';
      expect(link).not.toBe('');
      const log = lines.join('');
      expect(log).toContain('written to MAIL_OUTBOX_DIR');
      expect(log).not.toContain(link);
      expect(log).not.toContain('/reset-password/');
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
