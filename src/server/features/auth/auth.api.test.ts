import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { cookieHeader, signedInAs, signIn, uniqueEmail } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const origin = { origin: TEST_ORIGIN };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...origin, ...headers }, payload });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json().user;
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

function registration(overrides: object = {}) {
  const password = 'Nursing2026!';
  return {
    firstName: 'Ada',
    lastName: 'Obi',
    email: uniqueEmail('ada'),
    password,
    confirmPassword: password,
    acceptTerms: true,
    ...overrides,
  };
}

describe('§5 register', () => {
  it('creates a student account with a unique 6-character referral code, and does not sign in', async () => {
    const body = registration({ email: '  Ada.Obi@Example.org ' });
    const response = await post('/api/auth/sign-up/email', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();

    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'ada.obi@example.org'));
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      role: 'student',
      isRegistered: true,
      testAttempts: 0,
    });
    expect(row?.referralCode).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('lists every failed rule together, in the spec’s words, and creates nothing', async () => {
    const before = await userCount();
    const response = await post('/api/auth/sign-up/email', {
      firstName: ' ',
      lastName: '',
      email: '',
      password: 'short',
      confirmPassword: 'different',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'First name is required. Last name is required. Email is required. Password must be at least 8 characters. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character. Passwords do not match.',
    );
    expect(await userCount()).toBe(before);
  });

  it('requires the password and the terms', async () => {
    const response = await post(
      '/api/auth/sign-up/email',
      registration({ password: '', confirmPassword: '', acceptTerms: false }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Password is required. Please accept the Terms of Service and Privacy Policy.',
    );
  });

  it('refuses a forged role, an over-long name and a malformed email, changing nothing', async () => {
    const before = await userCount();
    const forged = await post('/api/auth/sign-up/email', { ...registration(), role: 'admin' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toContain('role');
    const long = await post('/api/auth/sign-up/email', registration({ firstName: 'A'.repeat(101) }));
    expect(long.json().error.message).toBe('First name must be at most 100 characters.');
    const malformed = await post('/api/auth/sign-up/email', registration({ email: 'not-an-email' }));
    expect(malformed.json().error.message).toBe('Please enter a valid email address.');
    expect(await userCount()).toBe(before);
  });

  it('answers an email that already has an account exactly as a new one, changes nothing and emails its owner', async () => {
    const body = registration();
    const sentBefore = t.mail.length;
    const created = await post('/api/auth/sign-up/email', body);
    await t.app.auth.settleBackgroundTasks();
    expect(t.mail.slice(sentBefore)).toEqual([]);
    const before = await userCount();

    const again = await post(
      '/api/auth/sign-up/email',
      registration({
        email: body.email.toUpperCase(),
        firstName: 'Mallory',
        password: 'Other#Pass2026',
        confirmPassword: 'Other#Pass2026',
      }),
    );
    expect(again.statusCode).toBe(created.statusCode);
    expect(again.body).toBe(created.body);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await signIn(t.app, body.email, body.password)).toContain('session_token');
    const refused = await post('/api/auth/sign-in/email', { email: body.email, password: 'Other#Pass2026' });
    expect(refused.statusCode).toBe(401);

    await t.app.auth.settleBackgroundTasks();
    const [mail, ...more] = t.mail.slice(sentBefore);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: body.email, subject: 'You already have a Nightingale account' });
    expect(mail?.text).toContain(`${TEST_ORIGIN}/login`);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
  });

  it('emails an existing account’s owner at most 3 times an hour, answering every sign-up alike', async () => {
    const body = registration();
    await post('/api/auth/sign-up/email', body);
    await t.app.auth.settleBackgroundTasks();
    const sentBefore = t.mail.length;

    const answers = [];
    for (const firstName of ['Eve', 'Eve', 'Eve', 'Eve']) {
      const answer = await post('/api/auth/sign-up/email', registration({ email: body.email, firstName }));
      answers.push([answer.statusCode, answer.body, answer.headers['set-cookie']]);
    }
    expect(answers).toEqual(Array(4).fill([200, '{"ok":true}', undefined]));

    await t.app.auth.settleBackgroundTasks();
    const sent = t.mail.slice(sentBefore);
    expect(sent).toHaveLength(3);
    expect(sent.every((mail) => mail.to === body.email)).toBe(true);
  });

  it('answers two sign-ups of one new email at once alike, and makes one account', async () => {
    const body = registration();
    const answers = await Promise.all([post('/api/auth/sign-up/email', body), post('/api/auth/sign-up/email', body)]);
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [200, '{"ok":true}'],
      [200, '{"ok":true}'],
    ]);
    const rows = await t.app.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });
});

describe('§5 sign in and sign out', () => {
  it('signs in with the account’s own password into an httpOnly 30-day session; the body carries no token', async () => {
    const body = registration();
    await post('/api/auth/sign-up/email', body);
    const response = await post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"ok":true}');
    const session = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite?.toLowerCase()).toBe('lax');
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);

    const user = await me(cookieHeader(response));
    expect(user).toMatchObject({ email: body.email, firstName: 'Ada', role: 'student' });
  });

  it('without Remember me, the session cookie ends with the browser', async () => {
    const body = registration();
    await post('/api/auth/sign-up/email', body);
    const response = await post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
      rememberMe: false,
    });
    const session = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.maxAge).toBeUndefined();
    expect(session?.expires).toBeUndefined();
    expect(await me(cookieHeader(response))).not.toBeNull();
  });

  it('answers a wrong password or unknown email with "Invalid email or password"', async () => {
    const body = registration();
    await post('/api/auth/sign-up/email', body);
    for (const attempt of [
      { email: body.email, password: 'Wrong#Pass1' },
      { email: uniqueEmail('nobody'), password: body.password },
    ]) {
      const response = await post('/api/auth/sign-in/email', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Invalid email or password');
    }
  });

  it('requires both fields: "Please enter both email and password."', async () => {
    const response = await post('/api/auth/sign-in/email', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter both email and password.');
  });

  it('signs out on the server: the old cookie no longer opens the session', async () => {
    const account = await signedInAs(t.app);
    expect(await me(account.cookie)).not.toBeNull();
    const response = await post('/api/auth/sign-out', {}, { cookie: account.cookie });
    expect(response.statusCode).toBe(200);
    expect(await me(account.cookie)).toBeNull();
  });

  it('refuses a cookie-bearing change from another site on every API route, whatever the path encoding', async () => {
    const account = await signedInAs(t.app);
    for (const url of ['/api/account/profile', '/%61pi/account/profile']) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: account.cookie, origin: 'https://evil.example' },
        payload: {
          firstName: 'Evil',
          lastName: 'Twin',
          phone: '',
          address: '',
          country: '',
          dateOfBirth: '',
          nursingLicense: '',
        },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await me(account.cookie)).firstName).toBe('Test');
  });

  it('refuses a cookie-bearing request from another site (CSRF origin check)', async () => {
    const account = await signedInAs(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('bad_origin');
    expect(await me(account.cookie)).not.toBeNull();
  });

  it('exposes only the auth endpoints Nightingale uses', async () => {
    const account = await signedInAs(t.app);
    for (const url of [
      '/api/auth/get-session',
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/list-sessions',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...origin, cookie: account.cookie },
        payload: {},
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('sign-in rate limits', () => {
  it('limits failed attempts per email, whatever its case, while other accounts still sign in', async () => {
    const limited = await createTestApp({ config: { signInLimitPerEmail: 2 } });
    try {
      const account = await signedInAs(limited.app);
      const attempt = (email: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: origin,
          payload: { email, password },
        });
      expect((await attempt(account.email, 'Wrong#Pass1')).statusCode).toBe(401);
      expect((await attempt(` ${account.email.toUpperCase()} `, 'Wrong#Pass2')).statusCode).toBe(401);
      const blocked = await attempt(account.email, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(
        'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
      );
      const other = await signedInAs(limited.app);
      expect(other.cookie).toContain('session_token');
    } finally {
      await limited.close();
    }
  });

  it('does not count successful sign-ins against the account', async () => {
    const limited = await createTestApp({ config: { signInLimitPerEmail: 2 } });
    try {
      const account = await signedInAs(limited.app);
      for (let i = 0; i < 3; i++)
        expect(await signIn(limited.app, account.email, account.password)).toContain('session_token');
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per address across emails, even through an encoded path', async () => {
    const limited = await createTestApp({ config: { signInLimitPerIp: 2 } });
    try {
      const codes = [];
      for (const url of ['/api/auth/sign-in/email', '/%61pi/auth/sign-in/email', '/%61pi/auth/sign-in/email']) {
        const response = await limited.app.inject({
          method: 'POST',
          url,
          headers: origin,
          payload: { email: uniqueEmail(), password: 'Whatever#1' },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits wrong current passwords when changing the password', async () => {
    const limited = await createTestApp({ config: { signInLimitPerEmail: 2 } });
    try {
      const account = await signedInAs(limited.app);
      const change = (currentPassword: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { ...origin, cookie: account.cookie },
          payload: { currentPassword, newPassword: 'Better#Pass2', confirmPassword: 'Better#Pass2' },
        });
      expect((await change('Wrong#Pass8')).statusCode).toBe(400);
      expect((await change('Wrong#Pass9')).statusCode).toBe(400);
      const blocked = await change(account.password);
      expect(blocked.statusCode).toBe(429);
      expect(await signIn(limited.app, account.email, account.password)).toContain('session_token');
    } finally {
      await limited.close();
    }
  });
});

describe('§5 change password', () => {
  const change = (cookie: string, body: object) => post('/api/auth/change-password', body, { cookie });

  it('needs a session (401)', async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: 'Strong#Pass1',
      newPassword: 'Better#Pass2',
      confirmPassword: 'Better#Pass2',
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists the rules a weak new password breaks, in the spec’s words', async () => {
    const account = await signedInAs(t.app);
    const response = await change(account.cookie, {
      currentPassword: account.password,
      newPassword: 'abc',
      confirmPassword: 'abd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number. Password must contain at least one special character. New passwords do not match.',
    );
  });

  it('requires every field and a different new password', async () => {
    const account = await signedInAs(t.app);
    const empty = await change(account.cookie, { currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(empty.json().error.message).toBe('Current password is required. New password is required.');
    const same = await change(account.cookie, {
      currentPassword: account.password,
      newPassword: account.password,
      confirmPassword: account.password,
    });
    expect(same.json().error.message).toBe('New password must be different from current password.');
  });

  it('verifies the current password', async () => {
    const account = await signedInAs(t.app);
    const response = await change(account.cookie, {
      currentPassword: 'Wrong#Pass9',
      newPassword: 'Better#Pass2',
      confirmPassword: 'Better#Pass2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Current password is incorrect');
    expect(await signIn(t.app, account.email, account.password)).toContain('session_token');
  });

  it('changes the password, ends the other sessions and keeps this one; only the new password signs in', async () => {
    const account = await signedInAs(t.app);
    const otherDevice = await signIn(t.app, account.email, account.password);
    const response = await change(account.cookie, {
      currentPassword: account.password,
      newPassword: 'Better#Pass2',
      confirmPassword: 'Better#Pass2',
    });
    expect(response.statusCode).toBe(200);
    const renewed = cookieHeader(response);
    expect(renewed).toContain('session_token');
    expect(await me(renewed)).not.toBeNull();
    expect(await me(otherDevice)).toBeNull();
    await expect(signIn(t.app, account.email, account.password)).rejects.toThrow(/401/);
    expect(await signIn(t.app, account.email, 'Better#Pass2')).toContain('session_token');
  });
});

describe('forgot password', () => {
  it('a reset link always leads to our reset page, whatever callbackURL its query names', async () => {
    const account = await signedInAs(t.app);
    const sent = t.mail.length;
    await post('/api/auth/request-password-reset', { email: account.email });
    await t.app.auth.settleBackgroundTasks();
    const link = new URL(t.mail[sent]?.text.match(/http\S+/)?.[0] ?? '');
    const token = link.pathname.split('/').pop() ?? '';
    expect(token).not.toBe('');

    // A valid token, so better-auth redirects to the callbackURL it was given (it checks that
    // address against the trusted origins only outside tests): the route must give it ours.
    for (const callbackURL of ['https://evil.example/steal', 'x', `${TEST_ORIGIN}/login`]) {
      const opened = await t.app.inject({
        method: 'GET',
        url: `${link.pathname}?callbackURL=${encodeURIComponent(callbackURL)}`,
      });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`${TEST_ORIGIN}/reset-password?token=${token}`);
    }
  });

  it('emails a reset link that opens the reset page, and the new password works once', async () => {
    const account = await signedInAs(t.app);
    const sent = t.mail.length;
    const request = await post('/api/auth/request-password-reset', { email: account.email });
    expect(request.statusCode).toBe(200);
    const mail = t.mail[sent];
    expect(mail?.to).toBe(account.email);
    const link = mail?.text.match(/http\S+/)?.[0] ?? '';
    expect(link.startsWith(`${TEST_ORIGIN}/api/auth/reset-password/`)).toBe(true);

    const url = new URL(link);
    const opened = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(302);
    const location = new URL(opened.headers.location as string);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const weak = await post('/api/auth/reset-password', {
      token,
      newPassword: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toContain('Password must contain at least one uppercase letter');

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Renewed#Pass3',
      confirmPassword: 'Renewed#Pass3',
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(account.cookie)).toBeNull();
    expect(await signIn(t.app, account.email, 'Renewed#Pass3')).toContain('session_token');
    await expect(signIn(t.app, account.email, account.password)).rejects.toThrow(/401/);

    const reused = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Another#Pass4',
      confirmPassword: 'Another#Pass4',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_reset_link');
  });

  it('sends at most three links an hour to one address', async () => {
    const account = await signedInAs(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/api/auth/request-password-reset', { email: account.email })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const sent = t.mail.length;
    const response = await post('/api/auth/request-password-reset', { email: uniqueEmail('ghost') });
    expect(response.statusCode).toBe(200);
    expect(t.mail.length).toBe(sent);
  });
});
