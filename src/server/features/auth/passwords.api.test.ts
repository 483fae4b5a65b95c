import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../shared/auth/schemas';
import { users } from '../../db/schema';
import type { Mail, MailResult } from '../../lib/mailer';
import { signedInAs, signIn, uniqueEmail } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

/** One password rule everywhere, change-password bodies that cannot crash it, and reset links that end together. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object });
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** The token of the reset link in `mail`, as the reset page receives it after the link's redirect. */
async function tokenFrom(mail: Mail | undefined): Promise<string> {
  const link = new URL(mail?.text.match(/http\S+/)?.[0] ?? '');
  const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  return new URL(opened.headers.location as string).searchParams.get('token') ?? '';
}

describe('§5 one password rule for sign-up, change and reset', () => {
  it.each([
    ['aaaaaaaa', 'Password must contain at least one uppercase letter. Password must contain at least one number.'],
    ['12345678', 'Password must contain at least one uppercase letter. Password must contain at least one lowercase'],
    ['password', 'Password must contain at least one uppercase letter. Password must contain at least one number.'],
  ])('refuses %s at sign-up with the rules it breaks, creating nothing', async (password, message) => {
    const before = await userCount();
    const response = await post('/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Obi',
      email: uniqueEmail('weak'),
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(response.json().error.message).toContain('Password must contain at least one special character.');
    expect(await userCount()).toBe(before);
  });
});

describe('breached common passwords (issue 23 point 15)', () => {
  const COMMON = ['P@ssw0rd', 'Welcome1!', 'Qwerty123!', 'Password1!'];

  it.each(COMMON)('refuses %s at sign-up with the common-password sentence, creating nothing', async (password) => {
    const before = await userCount();
    const response = await post('/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Obi',
      email: uniqueEmail('common'),
      password,
      confirmPassword: password,
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'common_password', message: COMMON_PASSWORD_MESSAGE });
    expect(await userCount()).toBe(before);
  });

  it('refuses one as a changed password, keeping the old one', async () => {
    const account = await signedInAs(t.app);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'Welcome1!', confirmPassword: 'Welcome1!' },
      { cookie: account.cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('common_password');
    expect(await signIn(t.app, account.email, account.password)).toContain('session_token');
  });

  it('refuses one as a reset password, and the link still works for a good one', async () => {
    const account = await signedInAs(t.app);
    const sent = t.mail.length;
    await post('/api/auth/request-password-reset', { email: account.email });
    await t.app.auth.settleBackgroundTasks();
    const token = await tokenFrom(t.mail[sent]);
    const common = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Qwerty123!',
      confirmPassword: 'Qwerty123!',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
    const good = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Renewed#Pass3',
      confirmPassword: 'Renewed#Pass3',
    });
    expect(good.statusCode).toBe(200);
  });

  it('accepts a password that is not on the lists', async () => {
    const response = await post('/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Obi',
      email: uniqueEmail('uncommon'),
      password: 'Lagos#Ward7Night',
      confirmPassword: 'Lagos#Ward7Night',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('change password with a malformed body', () => {
  it.each([
    ['an empty object', {}, 'Current password is required.'],
    ['an array', [], 'The request body'],
    ['no current password', { newPassword: 'Better#Pass2', confirmPassword: 'Better#Pass2' }, 'Current password'],
    ['numbers for passwords', { currentPassword: 1, newPassword: 2, confirmPassword: 2 }, 'Current password'],
  ])('answers 400 for %s, never 500', async (_case, body, message) => {
    const account = await signedInAs(t.app);
    const response = await post('/api/auth/change-password', body, { cookie: account.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(response.json().error.message).toContain(message);
    expect(await signIn(t.app, account.email, account.password)).toContain('session_token');
  });
});

describe('password reset links', () => {
  it('all end once one is used: an older link no longer works after a newer one set the password', async () => {
    const account = await signedInAs(t.app);
    const sent = t.mail.length;
    await post('/api/auth/request-password-reset', { email: account.email });
    await post('/api/auth/request-password-reset', { email: account.email });
    const [older, newer] = [await tokenFrom(t.mail[sent]), await tokenFrom(t.mail[sent + 1])];
    expect(older).not.toBe(newer);

    const used = await post('/api/auth/reset-password', {
      token: newer,
      newPassword: 'Renewed#Pass3',
      confirmPassword: 'Renewed#Pass3',
    });
    expect(used.statusCode).toBe(200);
    const stale = await post('/api/auth/reset-password', {
      token: older,
      newPassword: 'Attacker#Pass4',
      confirmPassword: 'Attacker#Pass4',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('invalid_reset_link');
    expect(await signIn(t.app, account.email, 'Renewed#Pass3')).toContain('session_token');
  });

  it('are requested without waiting for the mail server, so the answer does not reveal that the account exists', async () => {
    const release: { send: (() => void) | null } = { send: null };
    const delivered: Mail[] = [];
    const slow = await createTestApp({
      mailer: {
        send: (message) =>
          new Promise<MailResult>((resolve) => {
            release.send = () => {
              delivered.push(message);
              resolve({ delivered: true });
            };
          }),
      },
    });
    try {
      const account = await signedInAs(slow.app);
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email: account.email },
      });
      expect(response.statusCode).toBe(200);
      expect(delivered).toEqual([]);
      // The mail is handed to the (slow) mail server once the account's language is read.
      await vi.waitFor(() => expect(release.send).not.toBeNull());
      release.send?.();
      await slow.app.auth.settleBackgroundTasks();
      expect(delivered.map((mail) => mail.to)).toEqual([account.email]);
    } finally {
      await slow.close();
    }
  });

  it('refuses a malformed token in the link (400) without reaching the database', async () => {
    const response = await post('/api/auth/reset-password', {
      token: 'abc\u0000def',
      newPassword: 'Renewed#Pass3',
      confirmPassword: 'Renewed#Pass3',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The reset link is invalid.');
  });
});
