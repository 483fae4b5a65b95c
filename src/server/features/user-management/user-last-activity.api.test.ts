import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUser, UserList } from '../../../shared/user-management/users';
import { sessions, users } from '../../db/schema';
import { type SignedIn, signedInAs, signIn } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

/** The row of `who` in the admin's user list (GET /api/admin/users, searched by email). */
async function listedRow(who: SignedIn): Promise<ManagedUser | undefined> {
  const response = await requestAs(t.app, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(who.email)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as UserList).users.find((user) => user.id === who.id);
}

const neverActive = (id: string) =>
  t.database.db.update(users).set({ lastSignInAt: null, lastTestDate: null }).where(eq(users.id, id));

describe('§2 user management: "Last Activity" counts sign-ins, not only tests (issue 23)', () => {
  it('an account that never took a test shows Never until it signs in, then the time of that sign-in', async () => {
    const student = await signedInAs(t.app, 'student');
    await neverActive(student.id);
    expect(await listedRow(student)).toMatchObject({ lastTestDate: null, lastActivityAt: null });

    await signIn(t.app, student.email, student.password);
    // The session that sign-in made: the student's newest.
    const [session] = await t.database.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, student.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);

    const row = await listedRow(student);
    expect(row?.lastTestDate).toBeNull();
    expect(row?.lastActivityAt).toBe(session?.createdAt.toISOString());
    // The same on the Edit User dialog's GET.
    const opened = await requestAs(t.app, admin, 'GET', `/api/admin/users/${student.id}`);
    expect(opened.json().user.lastActivityAt).toBe(row?.lastActivityAt);
  });

  it('the later of the last test and the last sign-in is shown', async () => {
    const student = await signedInAs(t.app, 'student');
    const signedInAt = new Date('2026-03-01T08:00:00.000Z');
    const testedAt = new Date('2026-03-02T10:30:00.000Z');
    await t.database.db
      .update(users)
      .set({ lastSignInAt: signedInAt, lastTestDate: testedAt })
      .where(eq(users.id, student.id));
    expect((await listedRow(student))?.lastActivityAt).toBe(testedAt.toISOString());
    await t.database.db
      .update(users)
      .set({ lastTestDate: new Date('2026-02-01T10:30:00.000Z') })
      .where(eq(users.id, student.id));
    expect((await listedRow(student))?.lastActivityAt).toBe(signedInAt.toISOString());
  });
});
