import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAs, signIn, signInFrom as signInAt, uniqueEmail } from '../../testing/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

/** Limits that cannot be slipped past: counted before the password is checked, by account and address, by user. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { signInLimitPerEmail: 5, signInLimitPerIp: 1000 } });
});
afterAll(async () => {
  await t.close();
});

const signInFrom = (remoteAddress: string, email: string, password: string) =>
  signInAt(t.app, remoteAddress, email, password);

const changePasswordFrom = (remoteAddress: string, account: SignedIn, currentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, cookie: account.cookie },
    payload: { currentPassword, newPassword: 'Better#Pass2', confirmPassword: 'Better#Pass2' },
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

describe('failed sign-ins', () => {
  it('checks at most the limit of 25 wrong passwords sent at once; the rest are refused unchecked', async () => {
    const account = await signedInAs(t.app);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signInFrom('203.0.113.10', account.email, `Wrong#Pass${i}`)),
    );
    expect(statuses(responses)).toEqual([...Array(5).fill(401), ...Array(20).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('900');
  });

  it('never lock the owner out from elsewhere: wrong passwords from one address block that address only', async () => {
    const account = await signedInAs(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('203.0.113.20', account.email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
    const attacker = await signInFrom('203.0.113.20', account.email, account.password);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().error.message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
    expect((await signInFrom('198.51.100.7', account.email, account.password)).statusCode).toBe(200);
  });

  it('count addresses of one IPv6 /64 network as one address, so rotating through it bypasses nothing', async () => {
    const account = await signedInAs(t.app);
    for (let i = 1; i <= 5; i++) {
      expect((await signInFrom(`2001:db8:1:2::${i}`, account.email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
    expect((await signInFrom('2001:db8:1:2::99', account.email, 'Wrong#Pass6')).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:1:3::1', account.email, account.password)).statusCode).toBe(200);
  });

  it('give a successful sign-in back, even when several run at once', async () => {
    const account = await signedInAs(t.app);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => signInFrom('203.0.113.30', account.email, account.password)),
    );
    expect(statuses(responses)).toEqual(Array(5).fill(200));
    expect(await signIn(t.app, account.email, account.password)).toContain('session_token');
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('203.0.113.30', account.email, `Wrong#Pass${i}`)).statusCode).toBe(401);
    }
  });
});

describe('wrong current passwords', () => {
  it('are counted per user, whatever the address, and never block another user at the same address', async () => {
    const [victim, neighbour] = [await signedInAs(t.app), await signedInAs(t.app)];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => changePasswordFrom(`192.0.2.${i + 1}`, victim, `Wrong#Pass${i}`)),
    );
    expect(statuses(responses)).toEqual([...Array(5).fill(400), ...Array(3).fill(429)]);
    expect((await changePasswordFrom('192.0.2.99', victim, victim.password)).statusCode).toBe(429);
    expect((await changePasswordFrom('192.0.2.1', neighbour, neighbour.password)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  /** Sign-ins from `proxy` for clients named in X-Forwarded-For; returns the status codes. */
  async function throughProxy(app: TestApp, proxy: string, forwardedFor: string[]): Promise<number[]> {
    const codes: number[] = [];
    for (const header of forwardedFor) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: proxy,
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': header },
        payload: { email: uniqueEmail(), password: 'Whatever#1' },
      });
      codes.push(response.statusCode);
    }
    return codes;
  }
  const spoofed = ['1.1.1.1, 198.51.100.50', '2.2.2.2, 198.51.100.50', '3.3.3.3, 198.51.100.50'];

  it('with a hop count, takes the address the nearest proxy saw, so a forged X-Forwarded-For bypasses nothing', async () => {
    const app = await createTestApp({ config: { trustProxy: 1, signInLimitPerIp: 2 } });
    try {
      expect(await throughProxy(app, '10.0.0.2', spoofed)).toEqual([401, 401, 429]);
      expect(await throughProxy(app, '10.0.0.2', ['198.51.100.51'])).toEqual([401]);
    } finally {
      await app.close();
    }
  });

  it('with a list of proxy addresses, believes only those proxies', async () => {
    const app = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'], signInLimitPerIp: 2 } });
    try {
      expect(await throughProxy(app, '10.0.0.2', spoofed)).toEqual([401, 401, 429]);
      // A client that reaches the app directly cannot pose as another address.
      expect(await throughProxy(app, '203.0.113.60', ['4.4.4.4', '5.5.5.5', '6.6.6.6'])).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
