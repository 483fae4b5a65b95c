import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import { type SignedIn, signedInAs, signIn } from '../../testing/accounts';
import { examClient } from '../../testing/exam-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';

/**
 * Issue 23 point 14: the exam's answer saves trust a session verified up to a minute ago
 * (decision 007), but a sign-out or an admin's deletion ends it at once, through the revocation stamp.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A student signed in through the API (the session cookie and better-auth's signed copy), with an attempt started and one answer saved. */
async function studentSaving() {
  const account = await signedInAs(t.app);
  const cookie = await signIn(t.app, account.email, account.password);
  const exam = examClient(t.app, cookie);
  const attempt: InProgressAttempt = await exam.started();
  const itemId = attempt.items[0]?.item.id ?? '';
  const save = (flagged: boolean) => exam.update(attempt.id, itemId, { flagged });
  expect((await save(true)).statusCode).toBe(200);
  return { account, cookie, save };
}

describe('ending a session ends its cached copy for answer saves at once', () => {
  it('keeps the cache: a second save within the minute does not read the session again', async () => {
    const { save } = await studentSaving();
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    try {
      expect((await save(false)).statusCode).toBe(200);
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('refuses a save with the cookie of a session signed out a moment ago (401)', async () => {
    const { cookie, save } = await studentSaving();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const refused = await save(false);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('not_signed_in');
  });

  it('refuses a save by an account an admin deleted a moment ago (401)', async () => {
    const { account, save } = await studentSaving();
    const admin: SignedIn = await signedInAs(t.app, 'admin');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${account.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await save(false)).statusCode).toBe(401);
  });

  it('after a sign-out on another device, this device keeps saving (its own session still holds)', async () => {
    const { account, save } = await studentSaving();
    const other = await signIn(t.app, account.email, account.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin: TEST_ORIGIN, cookie: other } });
    expect((await save(false)).statusCode).toBe(200);
  });
});
