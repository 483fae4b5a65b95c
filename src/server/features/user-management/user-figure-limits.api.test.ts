import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_CHANGE_MESSAGE, figureOutOfRangeMessage, type UserList } from '../../../shared/user-management/users';
import { auditLog, ledgerEntries } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { editBody, managedUser } from '../../testing/users';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

/** Gives `userId` ledger entries of `amounts` cents (adjustments by the admin, available at once). */
async function credit(userId: string, ...amounts: number[]) {
  await t.database.db.insert(ledgerEntries).values(
    amounts.map((amountCents) => ({
      userId,
      party: 'trainer' as const,
      entryType: 'adjustment' as const,
      amountCents,
      availableAt: t.clock.now(),
      createdById: admin.id,
      reason: 'Sales before Nightingale',
    })),
  );
}

const ledgerOf = (userId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
const auditOf = (userId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, 'user.updated')));

describe('Edit user: the earnings change and the resulting total are bounded (issue 23)', () => {
  it('an absurd change of earnings is refused with 400 and a sentence; nothing changes', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const opened = await managedUser(t.app, admin, trainer.id);
    for (const body of [
      // A whole $10,000,000.00 added in one edit.
      editBody(opened, { earningsCents: 1_000_000_000, reason: 'Typo' }),
      // An `expected` that is not what was shown, so that the change would be twice the limit.
      editBody(opened, {
        earningsCents: 1_000_000_000,
        expected: { ...editBody(opened).expected, earningsCents: -1_000_000_000 },
        reason: 'Forged',
      }),
    ]) {
      const response = await requestAs(t.app, admin, 'PUT', `/api/admin/users/${trainer.id}`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({ code: 'invalid_request', message: EARNINGS_CHANGE_MESSAGE });
    }
    expect(await managedUser(t.app, admin, trainer.id)).toEqual(opened);
    expect(await ledgerOf(trainer.id)).toEqual([]);
    expect(await auditOf(trainer.id)).toEqual([]);
  });

  it('a change within the limit that would carry the total past $10,000,000.00 (a sale meanwhile) is refused: 400 figure_out_of_range', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    await credit(trainer.id, 950_000_000);
    const opened = await managedUser(t.app, admin, trainer.id);
    await credit(trainer.id, 40_000_000); // recorded while the dialog is open
    const response = await requestAs(
      t.app,
      admin,
      'PUT',
      `/api/admin/users/${trainer.id}`,
      editBody(opened, { earningsCents: 1_000_000_000, reason: 'Correction' }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'figure_out_of_range',
      message: figureOutOfRangeMessage('earningsCents'),
    });
    expect((await managedUser(t.app, admin, trainer.id)).earningsCents).toBe(990_000_000);
    expect(await ledgerOf(trainer.id)).toHaveLength(2);
    expect(await auditOf(trainer.id)).toEqual([]);
  });

  it('a change of up to $1,000,000.00 is saved', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const opened = await managedUser(t.app, admin, trainer.id);
    const response = await requestAs(
      t.app,
      admin,
      'PUT',
      `/api/admin/users/${trainer.id}`,
      editBody(opened, { earningsCents: 100_000_000, reason: 'Sales before Nightingale' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.earningsCents).toBe(100_000_000);
  });
});

describe('Earnings beyond 2^31 cents are summed in 64 bits (issue 23)', () => {
  it('a total of $30,000,000.00 lists, opens, shows on the dashboard and lets the admin rename the user', async () => {
    const trainer = await signedInAs(t.app, 'trainer', { firstName: 'Wealthy' });
    await credit(trainer.id, 1_500_000_000, 1_500_000_000);

    const listed = await requestAs(t.app, admin, 'GET', '/api/admin/users?q=wealthy&role=trainer');
    expect(listed.statusCode, listed.body).toBe(200);
    const users = (listed.json() as UserList).users;
    expect(users.find((user) => user.id === trainer.id)?.earningsCents).toBe(3_000_000_000);

    const opened = await managedUser(t.app, admin, trainer.id);
    expect(opened.earningsCents).toBe(3_000_000_000);
    const dashboard = await requestAs(t.app, trainer, 'GET', '/api/trainer/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().earnings.totalCents).toBe(3_000_000_000);

    // Untouched earnings above the limit do not block an edit of the name.
    const renamed = await requestAs(
      t.app,
      admin,
      'PUT',
      `/api/admin/users/${trainer.id}`,
      editBody(opened, { firstName: 'Prosperous' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user).toMatchObject({ firstName: 'Prosperous', earningsCents: 3_000_000_000 });
  });
});
