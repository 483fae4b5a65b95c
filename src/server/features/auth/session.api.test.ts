import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('sessions: a request without a session cookie is answered without asking better-auth', () => {
  it('answers /me with no user, and a guarded route with 401, without a session lookup', async () => {
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      for (const headers of [{}, { cookie: 'theme=dark; other=1' }]) {
        const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toEqual({ user: null });
        const profile = await t.app.inject({ method: 'GET', url: '/api/account/profile', headers });
        expect(profile.statusCode).toBe(401);
        expect(profile.json().error.code).toBe('not_signed_in');
      }
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('still verifies a request that sends a session cookie, valid or not', async () => {
    const account = await signedInAs(t.app);
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: account.cookie } });
      expect(me.json().user.id).toBe(account.id);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { cookie: 'better-auth.session_token=made-up.signature' },
      });
      expect(forged.json()).toEqual({ user: null });
      expect(getSession).toHaveBeenCalledTimes(2);
    } finally {
      getSession.mockRestore();
    }
  });
});
