import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_USERS, seedDemoUsers } from './demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the seven demo accounts (README "Demo accounts")', () => {
  it('are created on the first start only, and each signs in with its own password as the README lists it', async () => {
    expect(await seedDemoUsers(t.app)).toBe(7);
    expect(await seedDemoUsers(t.app)).toBe(0);

    const readme = readFileSync('README.md', 'utf8');
    const roles = DEMO_USERS.map((account) => account.role).sort();
    expect(roles).toEqual(['admin', 'instructor', 'instructor', 'student', 'student', 'trainer', 'trainer']);
    for (const account of DEMO_USERS) {
      expect(readme).toContain(`| ${account.email} | \`${account.password}\` |`);
      const cookie = await signIn(t.app, account.email, account.password);
      const { user } = (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json();
      expect(user).toMatchObject({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        isRegistered: account.isRegistered,
      });
      expect(user.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    }
    const students = DEMO_USERS.filter((account) => account.role === 'student');
    expect(students.map((account) => account.isRegistered).sort()).toEqual([false, true]);
  });

  it('have no shared password: a demo password opens only its own account', async () => {
    const [first, second] = DEMO_USERS;
    if (!first || !second) throw new Error('demo accounts missing');
    await expect(signIn(t.app, second.email, first.password)).rejects.toThrow('sign-in failed: 401');
  });
});
