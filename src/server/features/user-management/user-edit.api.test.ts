import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASON_REQUIRED,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  LAST_ADMIN_DEMOTE,
  REFERRAL_CODE_TAKEN,
  USER_NOT_FOUND,
} from '../../../shared/user-management/users';
import { auditLog, figureAdjustments, ledgerEntries, users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { editBody, editUser, managedUser, releasedTogether } from '../../testing/users';

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, otherAdmin] = await Promise.all([signedInAs(t.app, 'admin'), signedInAs(t.app, 'admin')]);
});
afterAll(async () => {
  await t.close();
});

const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
};
const auditOf = (id: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, id)).orderBy(desc(auditLog.createdAt));
const adjustmentsOf = (id: string) =>
  t.database.db.select().from(figureAdjustments).where(eq(figureAdjustments.userId, id));
const ledgerAdjustments = () =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.entryType, 'adjustment'));
const dashboard = async (who: SignedIn) => {
  const response = await requestAs(t.app, who, 'GET', '/api/trainer/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('§5 Edit user: the fields are saved, trimmed, and the change is audited (issue 12)', () => {
  it('saves names, email, role, registration and referral code; answers the user as now shown', async () => {
    const target = await signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' });
    const before = await managedUser(t.app, admin, target.id);
    t.clock.advance(60);
    const response = await requestAs(
      t.app,
      admin,
      'PUT',
      `/api/admin/users/${target.id}`,
      editBody(before, {
        firstName: '  Amarachi ',
        lastName: ' Okafor-Eze ',
        email: '  Amarachi.NEW@Example.org ',
        role: 'instructor',
        isRegistered: false,
        referralCode: ' ab12cd ',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().user;
    expect(shown).toEqual({
      ...before,
      firstName: 'Amarachi',
      lastName: 'Okafor-Eze',
      email: 'amarachi.new@example.org',
      role: 'instructor',
      isRegistered: false,
      referralCode: 'AB12CD',
    });
    expect(await managedUser(t.app, admin, target.id)).toEqual(shown);
    expect(await userRow(target.id)).toMatchObject({ name: 'Amarachi Okafor-Eze', updatedAt: t.clock.now() });

    const [entry, ...others] = await auditOf(target.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.updated',
      subjectType: 'user',
      subjectId: target.id,
      subjectUserId: target.id,
      summary: 'Edited Amara Okafor: first name, last name, email, role, registration and referral code',
      before: {
        firstName: 'Amara',
        lastName: 'Okafor',
        email: target.email,
        role: 'student',
        isRegistered: true,
        referralCode: before.referralCode,
      },
      after: {
        firstName: 'Amarachi',
        lastName: 'Okafor-Eze',
        email: 'amarachi.new@example.org',
        role: 'instructor',
        isRegistered: false,
        referralCode: 'AB12CD',
      },
      reason: null,
      createdAt: t.clock.now(),
    });
  });

  it('an empty referral code is stored as none; a role change alone is summarised as one', async () => {
    const target = await signedInAs(t.app, 'student', { firstName: 'Kofi', lastName: 'Mensah' });
    expect((await editUser(t.app, admin, target.id, { referralCode: '' })).json().user.referralCode).toBeNull();
    expect((await userRow(target.id))?.referralCode).toBeNull();
    expect((await editUser(t.app, admin, target.id, { role: 'trainer' })).statusCode).toBe(200);
    expect((await auditOf(target.id))[0]?.summary).toBe('Changed the role of Kofi Mensah from student to trainer');
  });

  it('saving the dialog unchanged writes nothing: no audit entry, no adjustment', async () => {
    const target = await signedInAs(t.app, 'trainer');
    const response = await editUser(t.app, admin, target.id, { reason: 'No change at all' });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(target.id)).toEqual([]);
    expect(await adjustmentsOf(target.id)).toEqual([]);
  });

  it('409 EMAIL_TAKEN for another account’s email, whatever its case; nothing changed', async () => {
    const [target, holder] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const response = await editUser(t.app, admin, target.id, {
      email: holder.email.toUpperCase(),
      firstName: 'Changed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'email_taken', message: EMAIL_TAKEN });
    expect(await userRow(target.id)).toMatchObject({ email: target.email, firstName: 'Test' });
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('409 REFERRAL_CODE_TAKEN for another account’s code; the account’s own code is kept', async () => {
    const [target, holder] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'trainer')]);
    const code = (await userRow(holder.id))?.referralCode ?? '';
    const taken = await editUser(t.app, admin, target.id, { referralCode: code.toLowerCase(), lastName: 'Changed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'referral_code_taken', message: REFERRAL_CODE_TAKEN });
    expect((await userRow(target.id))?.lastName).toBe('Trainer');
    const own = (await userRow(target.id))?.referralCode;
    expect((await editUser(t.app, admin, target.id, { referralCode: own, lastName: 'Kept' })).statusCode).toBe(200);
  });

  it('two edits giving two accounts one email at the same moment: one 200, one 409 EMAIL_TAKEN', async () => {
    const [first, second] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const email = `same.${first.id.slice(0, 6).toLowerCase()}@example.org`;
    const bodies = await Promise.all([first, second].map((who) => managedUser(t.app, admin, who.id)));
    const answers = await releasedTogether(t.database.db, [first.id, second.id], () =>
      bodies.map((body) => requestAs(t.app, admin, 'PUT', `/api/admin/users/${body.id}`, editBody(body, { email }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('email_taken');
  });
});

describe('§5 Edit user: bad input is refused with a sentence and nothing changes (issue 12)', () => {
  const cases: [string, Record<string, unknown>, string?][] = [
    ['a blank first name', { firstName: '   ' }, 'First name is required'],
    ['a blank last name', { lastName: '' }, 'Last name is required'],
    ['an over-long first name', { firstName: 'A'.repeat(101) }, 'First name must be at most 100 characters.'],
    ['a missing email', { email: '' }, 'Email is required'],
    ['an email that is not an email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a role outside the four', { role: 'superuser' }, 'Choose a role: admin, instructor, trainer or student.'],
    ['a negative count', { testAttempts: -1 }, 'Test attempts must be a whole number of 0 or more.'],
    ['a count that is not whole', { coursesSold: 1.5 }, 'Courses sold must be a whole number of 0 or more.'],
    ['negative earnings', { earningsCents: -100 }, 'Earnings must be 0 or more.'],
    [
      'earnings in fractions of a cent (more than two decimals)',
      { earningsCents: 1234.5 },
      'Earnings must be in dollars and cents, with at most two decimals.',
    ],
    ['a referral code of the wrong shape', { referralCode: 'ABC' }],
    ['a field the dialog does not have', { earnings: 12 }],
    ['registration that is not true or false', { isRegistered: 'yes' }, 'Say whether the user is registered.'],
  ];
  it.each(cases)('%s: 400', async (_label, overrides, message) => {
    const target = await signedInAs(t.app, 'trainer');
    const before = await managedUser(t.app, admin, target.id);
    const response = await requestAs(t.app, admin, 'PUT', `/api/admin/users/${target.id}`, {
      ...editBody(before, { lastName: 'Changed', reason: 'Correction' }),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    if (message) expect(response.json().error.message).toContain(message);
    expect(await managedUser(t.app, admin, target.id)).toEqual(before);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('an unknown user: 404 USER_NOT_FOUND', async () => {
    const target = await signedInAs(t.app, 'student');
    const body = editBody(await managedUser(t.app, admin, target.id));
    const response = await requestAs(t.app, admin, 'PUT', '/api/admin/users/no-such-user', body);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'user_not_found', message: USER_NOT_FOUND });
  });

  it('a deleted user: 404, and the anonymised row is left as it is', async () => {
    const target = await signedInAs(t.app, 'student');
    const body = editBody(await managedUser(t.app, admin, target.id), { firstName: 'Revived' });
    expect((await requestAs(t.app, admin, 'DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(204);
    const response = await requestAs(t.app, admin, 'PUT', `/api/admin/users/${target.id}`, body);
    expect(response.statusCode).toBe(404);
    expect(await userRow(target.id)).toMatchObject({ firstName: 'Deleted', lastName: 'user' });
  });
});

describe('§5 Edit user: computed figures are edited as adjustments, records plus adjustments shown (issue 12)', () => {
  it('earnings: a ledger adjustment for the user and the opposite for the platform; shown = ledger + adjustments', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [firstBuyer, secondBuyer] = await signedInMany(t.app, 2);
    const course = await createCourseAs(t.app, trainer, { priceCents: 10_000 });
    expect((await buy(t.app, firstBuyer ?? null, course.id)).statusCode).toBe(201);
    expect((await managedUser(t.app, admin, trainer.id)).earningsCents).toBe(8000);

    t.clock.advance(120);
    const response = await editUser(t.app, admin, trainer.id, {
      earningsCents: 12_550,
      reason: '  Paid a bonus outside Nightingale ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.earningsCents).toBe(12_550);
    const entries = (await ledgerAdjustments()).filter((entry) => entry.createdById === admin.id);
    const mine = entries.filter((entry) => entry.userId === trainer.id);
    expect(mine).toEqual([
      expect.objectContaining({
        party: 'trainer',
        amountCents: 4550,
        purchaseId: null,
        reason: 'Paid a bonus outside Nightingale',
        createdAt: t.clock.now(),
        availableAt: t.clock.now(),
      }),
    ]);
    expect(entries).toContainEqual(
      expect.objectContaining({ userId: null, party: 'platform', amountCents: -4550, createdAt: t.clock.now() }),
    );
    const [sum] = await t.database.db
      .select({ total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryType, 'adjustment'));
    expect(sum?.total).toBe(0);
    expect((await dashboard(trainer)).earnings.totalCents).toBe(12_550);
    expect((await auditOf(trainer.id))[0]).toMatchObject({
      before: { earningsCents: 8000 },
      after: { earningsCents: 12_550 },
      reason: 'Paid a bonus outside Nightingale',
    });

    // A second save of the same value writes nothing; a later sale still counts.
    expect((await editUser(t.app, admin, trainer.id, { earningsCents: 12_550, reason: 'Again' })).statusCode).toBe(200);
    expect((await ledgerAdjustments()).filter((entry) => entry.userId === trainer.id)).toHaveLength(1);
    expect((await buy(t.app, secondBuyer ?? null, course.id)).statusCode).toBe(201);
    expect((await managedUser(t.app, admin, trainer.id)).earningsCents).toBe(12_550 + 8000);
    expect((await dashboard(trainer)).earnings.totalCents).toBe(12_550 + 8000);

    // Lowering them writes a negative adjustment; the sale entries are untouched.
    expect((await editUser(t.app, admin, trainer.id, { earningsCents: 0, reason: 'Reset' })).statusCode).toBe(200);
    expect((await managedUser(t.app, admin, trainer.id)).earningsCents).toBe(0);
    const sales = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, trainer.id), eq(ledgerEntries.entryType, 'sale')));
    expect(sales.map((entry) => entry.amountCents)).toEqual([8000, 8000]);
  });

  it('courses created, courses sold and test attempts: figure adjustments with the admin, time and reason', async () => {
    const trainer = await signedInAs(t.app, 'trainer', { testAttempts: 3 });
    const [buyer] = await signedInMany(t.app, 1);
    const course = await createCourseAs(t.app, trainer);
    expect((await buy(t.app, buyer ?? null, course.id)).statusCode).toBe(201);
    expect(await managedUser(t.app, admin, trainer.id)).toMatchObject({
      coursesCreated: 1,
      coursesSold: 1,
      testAttempts: 3,
    });
    t.clock.advance(30);
    const response = await editUser(t.app, admin, trainer.id, {
      coursesCreated: 4,
      coursesSold: 0,
      testAttempts: 10,
      reason: 'Courses sold before Nightingale',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ coursesCreated: 4, coursesSold: 0, testAttempts: 10 });
    const rows = await adjustmentsOf(trainer.id);
    expect(rows.map((row) => [row.figure, row.delta]).sort()).toEqual([
      ['coursesCreated', 3],
      ['coursesSold', -1],
      ['testAttempts', 7],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        createdById: admin.id,
        reason: 'Courses sold before Nightingale',
        createdAt: t.clock.now(),
      });
    }
    expect((await userRow(trainer.id))?.testAttempts).toBe(3);
    expect(await dashboard(trainer)).toMatchObject({ coursesCreated: 4, coursesSold: 0 });

    // Records still count: a new course shows on top of the adjustment.
    await createCourseAs(t.app, trainer, { title: 'Second course' });
    expect(await managedUser(t.app, admin, trainer.id)).toMatchObject({ coursesCreated: 5 });
    expect((await dashboard(trainer)).coursesCreated).toBe(5);
  });

  it('400 ADJUSTMENT_REASON_REQUIRED when a figure changes without a reason; nothing at all changes', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const before = await managedUser(t.app, admin, trainer.id);
    for (const change of [{ earningsCents: 100 }, { coursesSold: 2 }, { coursesCreated: 1 }, { testAttempts: 5 }]) {
      const response = await editUser(t.app, admin, trainer.id, { ...change, firstName: 'Renamed', reason: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'adjustment_reason_required',
        message: ADJUSTMENT_REASON_REQUIRED,
      });
    }
    expect(await managedUser(t.app, admin, trainer.id)).toEqual(before);
    expect(await adjustmentsOf(trainer.id)).toEqual([]);
    expect((await ledgerAdjustments()).filter((entry) => entry.userId === trainer.id)).toEqual([]);
    expect(await auditOf(trainer.id)).toEqual([]);
    // Without a figure change no reason is needed.
    expect((await editUser(t.app, admin, trainer.id, { firstName: 'Renamed' })).statusCode).toBe(200);
  });
});

describe('§5 Edit user: a figure changes only when the admin moved it from what the dialog opened with (issue 12)', () => {
  const put = (id: string, body: unknown) => requestAs(t.app, admin, 'PUT', `/api/admin/users/${id}`, body);

  it('a sale between opening the dialog and saving it is kept: shown = the admin’s value + the new sale’s share', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [firstBuyer, secondBuyer] = await signedInMany(t.app, 2);
    const course = await createCourseAs(t.app, trainer, { priceCents: 10_000 });
    expect((await buy(t.app, firstBuyer ?? null, course.id)).statusCode).toBe(201);
    const opened = await managedUser(t.app, admin, trainer.id);
    expect(opened).toMatchObject({ earningsCents: 8000, coursesSold: 1 });

    expect((await buy(t.app, secondBuyer ?? null, course.id)).statusCode).toBe(201);
    const response = await put(
      trainer.id,
      editBody(opened, { earningsCents: 10_000, coursesSold: 3, reason: 'Sales before Nightingale' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ earningsCents: 10_000 + 8000, coursesSold: 3 + 1 });
    const mine = (await ledgerAdjustments()).filter((entry) => entry.userId === trainer.id);
    expect(mine.map((entry) => entry.amountCents)).toEqual([2000]);
    expect((await adjustmentsOf(trainer.id)).map((row) => [row.figure, row.delta])).toEqual([['coursesSold', 2]]);
    expect((await dashboard(trainer)).earnings.totalCents).toBe(18_000);
  });

  it('a role-only edit from a stale dialog needs no reason and writes no adjustment; the new records stay', async () => {
    const student = await signedInAs(t.app, 'student', { testAttempts: 2 });
    const opened = await managedUser(t.app, admin, student.id);
    const [buyer] = await signedInMany(t.app, 1);
    // Meanwhile the student's figures move (tests taken, a course made and sold as a trainer would).
    await t.database.db.update(users).set({ testAttempts: 6 }).where(eq(users.id, student.id));
    await t.database.db.update(users).set({ role: 'trainer' }).where(eq(users.id, student.id));
    const course = await createCourseAs(t.app, student, { priceCents: 10_000 });
    expect((await buy(t.app, buyer ?? null, course.id)).statusCode).toBe(201);
    await t.database.db.update(users).set({ role: 'student' }).where(eq(users.id, student.id));

    const response = await put(student.id, editBody(opened, { role: 'trainer' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 'trainer',
      testAttempts: 6,
      earningsCents: 8000,
      coursesCreated: 1,
      coursesSold: 1,
    });
    expect(await adjustmentsOf(student.id)).toEqual([]);
    expect((await ledgerAdjustments()).filter((entry) => entry.userId === student.id)).toEqual([]);
    expect((await auditOf(student.id))[0]).toMatchObject({ before: { role: 'student' }, after: { role: 'trainer' } });
  });

  it('untouched earnings below 0 (an adjustment, then a refund) do not block a rename; changed ones must be 0 or more', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    await t.database.db.insert(ledgerEntries).values({
      purchaseId: null,
      userId: trainer.id,
      party: 'trainer',
      entryType: 'adjustment',
      amountCents: -2500,
      availableAt: t.clock.now(),
      createdById: admin.id,
      reason: 'Refund after a correction',
      createdAt: t.clock.now(),
    });
    const opened = await managedUser(t.app, admin, trainer.id);
    expect(opened.earningsCents).toBe(-2500);
    const renamed = await put(trainer.id, editBody(opened, { firstName: 'Renamed' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user).toMatchObject({ firstName: 'Renamed', earningsCents: -2500 });

    const negative = await put(trainer.id, editBody(opened, { earningsCents: -100, reason: 'Correction' }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('Earnings must be 0 or more.');
    const zeroed = await put(trainer.id, editBody(opened, { earningsCents: 0, reason: 'Correction' }));
    expect(zeroed.statusCode, zeroed.body).toBe(200);
    expect(zeroed.json().user.earningsCents).toBe(0);
  });

  it('a changed count must be 0 or more; a count floored at 0 set by the admin shows the admin’s value', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const opened = await managedUser(t.app, admin, trainer.id);
    const negative = await put(trainer.id, editBody(opened, { coursesSold: -1, reason: 'Correction' }));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toContain('Courses sold must be a whole number of 0 or more.');
    // A correction below the records, then the admin sets the floored figure again.
    await t.database.db.insert(figureAdjustments).values({
      userId: trainer.id,
      figure: 'coursesSold',
      delta: -3,
      createdById: admin.id,
      reason: 'Old correction',
      createdAt: t.clock.now(),
    });
    const floored = await managedUser(t.app, admin, trainer.id);
    expect(floored.coursesSold).toBe(0);
    const response = await put(trainer.id, editBody(floored, { coursesSold: 2, reason: 'Recount' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.coursesSold).toBe(2);
  });
});

describe('§5 a role change takes effect on the user’s next request (issue 12)', () => {
  it('a student made trainer then gets the trainer dashboard; made student again, is refused', async () => {
    const student = await signedInAs(t.app, 'student');
    expect((await requestAs(t.app, student, 'GET', '/api/trainer/dashboard')).statusCode).toBe(403);
    expect((await editUser(t.app, admin, student.id, { role: 'trainer' })).statusCode).toBe(200);
    expect((await dashboard(student)).coursesCreated).toBe(0);
    expect((await editUser(t.app, admin, student.id, { role: 'student' })).statusCode).toBe(200);
    expect((await requestAs(t.app, student, 'GET', '/api/trainer/dashboard')).statusCode).toBe(403);
  });

  it('a user made admin can use user management at once', async () => {
    const instructor = await signedInAs(t.app, 'instructor');
    expect((await requestAs(t.app, instructor, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await editUser(t.app, admin, instructor.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await requestAs(t.app, instructor, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await editUser(t.app, admin, instructor.id, { role: 'instructor' })).statusCode).toBe(200);
  });
});

describe('§6 self and last-admin rules of the role (issue 12)', () => {
  it('409 CANNOT_DEMOTE_SELF: an admin cannot change their own role; their names they may edit', async () => {
    const response = await editUser(t.app, admin, admin.id, { role: 'student' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'cannot_demote_self', message: CANNOT_DEMOTE_SELF });
    expect((await userRow(admin.id))?.role).toBe('admin');
    expect((await editUser(t.app, admin, admin.id, { lastName: 'Own Name' })).statusCode).toBe(200);
  });

  it('another admin may be demoted while an admin remains', async () => {
    const third = await signedInAs(t.app, 'admin');
    expect((await editUser(t.app, otherAdmin, third.id, { role: 'trainer' })).statusCode).toBe(200);
    expect((await requestAs(t.app, third, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });
});

describe('§6 the last admin cannot be demoted, even by two admins demoting each other at once (issue 12)', () => {
  let own: TestApp;
  afterAll(async () => {
    await own?.close();
  });

  it('one demotion succeeds, the other gets 409 LAST_ADMIN_DEMOTE, and one admin remains', async () => {
    own = await createTestApp();
    const [first, second] = await Promise.all([signedInAs(own.app, 'admin'), signedInAs(own.app, 'admin')]);
    const bodies = await Promise.all([managedUser(own.app, first, second.id), managedUser(own.app, second, first.id)]);
    const answers = await releasedTogether(own.database.db, [first.id, second.id], () => [
      requestAs(own.app, first, 'PUT', `/api/admin/users/${second.id}`, editBody(bodies[0], { role: 'student' })),
      requestAs(own.app, second, 'PUT', `/api/admin/users/${first.id}`, editBody(bodies[1], { role: 'student' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toEqual({
      code: 'last_admin_demote',
      message: LAST_ADMIN_DEMOTE,
    });
    const admins = await own.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('§5 an admin buying while another admin edits them: both succeed, no deadlock (issue 12)', () => {
  it('the sale’s foreign key locks and the edit’s admin locks do not wait for each other in a cycle', async () => {
    // Two admins, `buyer` before `seller` in id order, so the edit locks the buyer's row first.
    const [low, high] = (await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'trainer')])).sort(
      (a, b) => (a.id < b.id ? -1 : 1),
    );
    const buyer = low as SignedIn;
    const seller = high as SignedIn;
    const course = await createCourseAs(t.app, seller, { priceCents: 5000 });
    await t.database.db.update(users).set({ role: 'admin' }).where(sql`${users.id} in (${buyer.id}, ${seller.id})`);
    const opened = await managedUser(t.app, admin, buyer.id);
    // The sale waits at the seller's row first, then the edit (holding the buyer's row) queues behind it.
    const answers = await releasedTogether(t.database.db, [seller.id], () => [
      buy(t.app, buyer, course.id),
      new Promise<void>((resolve) => setTimeout(resolve, 150)).then(() =>
        requestAs(t.app, admin, 'PUT', `/api/admin/users/${buyer.id}`, editBody(opened, { lastName: 'Renamed' })),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200]);
    expect(await userRow(buyer.id)).toMatchObject({ lastName: 'Renamed', role: 'admin' });
  });
});
