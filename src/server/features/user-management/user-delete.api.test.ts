import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_DELETE_SELF, LAST_ADMIN_DELETE, USER_NOT_FOUND } from '../../../shared/user-management/users';
import {
  accounts,
  auditLog,
  boardMessages,
  courses,
  examAttempts,
  ledgerEntries,
  purchases,
  sessions,
  trainingSessions,
  userProfiles,
  userSettings,
  users,
} from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany, signIn, signInFrom } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { book, buyVideo, createSessionAs, createVideoAs } from '../../testing/trainer-tools';
import { duringUncommittedDeletion, managedUser, releasedTogether } from '../../testing/users';
import { deleteOldVisitorAttempts } from '../exams/service';
import { TRAINER_DELETED_CANCELLATION_REASON } from '../trainer-sessions/service';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const remove = (who: SignedIn | null, userId: string) => requestAs(t.app, who, 'DELETE', `/api/admin/users/${userId}`);
const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
};
const idOf = (item: { id: string }) => item.id;
const referralCodeOf = async (id: string) => (await userRow(id))?.referralCode ?? '';
const earnings = async (id: string) => (await managedUser(t.app, admin, id)).earningsCents;
const ledgerTotal = async () => {
  const [row] = await t.database.db
    .select({ total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
    .from(ledgerEntries);
  return row?.total ?? 0;
};
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });

describe('§2 Delete user: the account is anonymised, cannot sign in, and its sessions end (issue 12)', () => {
  it('anonymises the row and removes sessions, credentials, profile and settings; audited with the name, email and role', async () => {
    const target = await signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' });
    const secondDevice = await signIn(t.app, target.email, target.password);
    expect(
      (
        await requestAs(t.app, target, 'PUT', '/api/account/profile', {
          firstName: 'Amara',
          lastName: 'Okafor',
          phone: '+1 555 0100',
          address: '',
          country: '',
          dateOfBirth: '',
          nursingLicense: '',
        })
      ).statusCode,
    ).toBe(200);
    const settings = (await requestAs(t.app, target, 'GET', '/api/account/settings')).json();
    expect((await requestAs(t.app, target, 'PUT', '/api/account/settings', settings)).statusCode).toBe(200);
    expect(await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, target.id))).toHaveLength(1);

    t.clock.advance(300);
    const response = await remove(admin, target.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await userRow(target.id)).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      name: 'Deleted user',
      email: `deleted-${target.id}@deleted.invalid`,
      referralCode: null,
      image: null,
      deletedAt: t.clock.now(),
      role: 'student',
    });
    for (const table of [sessions, accounts, userProfiles, userSettings]) {
      expect(await t.database.db.select().from(table).where(eq(table.userId, target.id))).toEqual([]);
    }
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, target.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'user.deleted',
      subjectType: 'user',
      subjectId: target.id,
      summary: `Deleted the account of Amara Okafor (${target.email})`,
      before: { name: 'Amara Okafor', email: target.email, role: 'student' },
      after: null,
      createdAt: t.clock.now(),
    });

    // Every session ends at once: guarded routes answer 401, /me answers no user.
    for (const cookie of [target.cookie, secondDevice]) {
      const profile = await requestAs(t.app, { ...target, cookie }, 'GET', '/api/account/profile');
      expect(profile.statusCode).toBe(401);
      expect((await requestAs(t.app, { ...target, cookie }, 'GET', '/api/account/me')).json().user).toBeNull();
    }
    // Sign-in fails with the old email and password.
    const signInAgain = await signInFrom(t.app, '203.0.113.9', target.email, target.password);
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error.code).toBe('invalid_credentials');
  });

  it('a session that outlived the deletion (a sign-in racing it) is refused: 401', async () => {
    const target = await signedInAs(t.app, 'trainer');
    expect((await requestAs(t.app, target, 'GET', '/api/trainer/dashboard')).statusCode).toBe(200);
    // As if the sign-in had made its session while the deletion committed.
    await t.database.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, target.id));
    expect((await requestAs(t.app, target, 'GET', '/api/trainer/dashboard')).statusCode).toBe(401);
    expect((await requestAs(t.app, target, 'GET', '/api/account/me')).json().user).toBeNull();
  });

  it('a password reset link sent before the deletion no longer works, and makes no new password', async () => {
    const target = await signedInAs(t.app, 'student');
    const sent = t.mail.length;
    await post('/api/auth/request-password-reset', { email: target.email });
    await t.app.auth.settleBackgroundTasks();
    const link = new URL(t.mail[sent]?.text.match(/http\S+/)?.[0] ?? '');
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(opened.headers.location as string).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    expect((await remove(admin, target.id)).statusCode).toBe(204);
    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'Attacker#Pass4',
      confirmPassword: 'Attacker#Pass4',
    });
    expect(reset.statusCode).toBe(400);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, target.id))).toEqual([]);
    const deletedEmail = `deleted-${target.id}@deleted.invalid`;
    expect((await signInFrom(t.app, '203.0.113.10', deletedEmail, 'Attacker#Pass4')).statusCode).toBe(401);
  });

  it('the freed email can register a new, different account', async () => {
    const target = await signedInAs(t.app, 'student');
    expect((await remove(admin, target.id)).statusCode).toBe(204);
    const again = await signedInAs(t.app, 'student', { email: target.email });
    expect(again.id).not.toBe(target.id);
    expect((await managedUser(t.app, admin, again.id)).testAttempts).toBe(0);
  });

  it('board messages stay, signed "Deleted user" without the email', async () => {
    const target = await signedInAs(t.app, 'student', { firstName: 'Board', lastName: 'Poster' });
    const [message] = await t.database.db
      .insert(boardMessages)
      .values({ authorId: target.id, authorName: 'Board Poster', authorEmail: target.email, message: 'Hello all' })
      .returning();
    expect((await remove(admin, target.id)).statusCode).toBe(204);
    const [after] = await t.database.db
      .select()
      .from(boardMessages)
      .where(eq(boardMessages.id, message?.id ?? ''));
    expect(after).toMatchObject({ authorName: 'Deleted user', authorEmail: null, message: 'Hello all' });
  });

  it('exam attempts stay attached to the anonymised account; the visitor cleanup leaves them', async () => {
    const target = await signedInAs(t.app, 'student');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/exams/forms/free-sample/attempts',
      headers: { origin: TEST_ORIGIN, cookie: target.cookie },
    });
    expect(started.statusCode).toBe(201);
    expect((await remove(admin, target.id)).statusCode).toBe(204);
    await deleteOldVisitorAttempts(t.database.db, new Date(t.clock.now().getTime() + 400 * 86_400_000), 30);
    const kept = await t.database.db.select().from(examAttempts).where(eq(examAttempts.userId, target.id));
    expect(kept.map((attempt) => attempt.id)).toEqual([started.json().id]);
  });
});

describe('§2 Delete user: money records stay, so every other earning is unchanged (issue 12, docs/architecture.md §7)', () => {
  it('deleting a trainer with sales: other trainers’ and referrers’ earnings unchanged, buyers keep their purchases', async () => {
    const [seller, otherTrainer, referrer] = await Promise.all([
      signedInAs(t.app, 'trainer'),
      signedInAs(t.app, 'trainer'),
      signedInAs(t.app, 'student'),
    ]);
    const buyers = await signedInMany(t.app, 3);
    const course = await createCourseAs(t.app, seller, { priceCents: 10_000 });
    const draft = await createCourseAs(t.app, seller, { title: 'Draft course', isPublished: false });
    const otherCourse = await createCourseAs(t.app, otherTrainer, { priceCents: 5000 });
    const code = await referralCodeOf(referrer.id);
    expect((await buy(t.app, buyers[0] ?? null, course.id, code)).statusCode).toBe(201);
    expect((await buy(t.app, buyers[1] ?? null, course.id)).statusCode).toBe(201);
    expect((await buy(t.app, buyers[1] ?? null, otherCourse.id, code)).statusCode).toBe(201);
    // The seller also earns as a referrer of another trainer's sale.
    expect((await buy(t.app, buyers[2] ?? null, otherCourse.id, await referralCodeOf(seller.id))).statusCode).toBe(201);

    const before = {
      other: await earnings(otherTrainer.id),
      referrer: await earnings(referrer.id),
      seller: await earnings(seller.id),
      ledger: await ledgerTotal(),
      purchases: (await requestAs(t.app, buyers[0] ?? null, 'GET', '/api/payments')).json().purchases,
    };
    expect(before.other).toBe(4000 + 4000);
    expect(before.referrer).toBe(1000 + 500);
    expect(before.seller).toBe(8000 + 8000 + 500);

    expect((await remove(admin, seller.id)).statusCode).toBe(204);

    expect(await earnings(otherTrainer.id)).toBe(before.other);
    expect(await earnings(referrer.id)).toBe(before.referrer);
    expect(await ledgerTotal()).toBe(before.ledger);
    const sellerEntries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, seller.id));
    expect(sellerEntries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(before.seller);
    expect((await requestAs(t.app, buyers[0] ?? null, 'GET', '/api/payments')).json().purchases).toEqual(
      before.purchases,
    );
    expect(await t.database.db.select().from(purchases).where(eq(purchases.trainerId, seller.id))).toHaveLength(2);
    // The buyer still opens the course they bought.
    expect((await requestAs(t.app, buyers[0] ?? null, 'GET', `/api/courses/${course.id}`)).statusCode).toBe(200);

    // The seller's courses left the marketplace; no one else can buy them.
    const listed = (await requestAs(t.app, null, 'GET', '/api/courses'))
      .json()
      .courses.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(course.id);
    expect(listed).toContain(otherCourse.id);
    const rows = await t.database.db.select().from(courses).where(eq(courses.trainerId, seller.id));
    expect(rows.map((row) => [row.id, row.isPublished]).sort()).toEqual(
      [
        [course.id, false],
        [draft.id, false],
      ].sort(),
    );
    const [lateBuyer] = await signedInMany(t.app, 1);
    expect((await buy(t.app, lateBuyer ?? null, course.id)).statusCode).toBe(404);
  });

  it('a deleted trainer’s course published again by an admin is still not listed and not sold (409)', async () => {
    const seller = await signedInAs(t.app, 'trainer');
    const course = await createCourseAs(t.app, seller);
    expect((await remove(admin, seller.id)).statusCode).toBe(204);
    const republished = await requestAs(t.app, admin, 'PATCH', `/api/courses/${course.id}/publication`, {
      isPublished: true,
    });
    expect(republished.statusCode).toBe(200);
    const listed = (await requestAs(t.app, null, 'GET', '/api/courses'))
      .json()
      .courses.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(course.id);
    const [buyer] = await signedInMany(t.app, 1);
    const refused = await buy(t.app, buyer ?? null, course.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'trainer_deleted',
      message: "This course is no longer for sale: its trainer's account has been closed.",
    });
    expect(await t.database.db.select().from(purchases).where(eq(purchases.courseId, course.id))).toEqual([]);
  });

  it('a deleted trainer’s one-on-one session is cancelled: booking it is refused (409), nothing written', async () => {
    const seller = await signedInAs(t.app, 'trainer');
    const session = await createSessionAs(t.app, seller);
    expect((await remove(admin, seller.id)).statusCode).toBe(204);
    const [student] = await signedInMany(t.app, 1);
    const refused = await book(t.app, student ?? null, session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'session_cancelled', message: 'This session has been cancelled.' });
    expect(await t.database.db.select().from(purchases).where(eq(purchases.itemId, session.id))).toEqual([]);
  });

  it('deleting a trainer: upcoming sessions cancelled, each booking refunded (audited); past sales untouched; their sessions and videos leave the public lists', async () => {
    const [seller, otherTrainer] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'trainer')]);
    const [first, second, pastBuyer, videoBuyer, otherBuyer] = await signedInMany(t.app, 5);
    // A session already held: booked, then its time passed.
    const soon = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const held = await createSessionAs(t.app, seller, { title: 'Held session', startsAt: soon });
    expect((await book(t.app, pastBuyer ?? null, held.id)).statusCode).toBe(201);
    t.clock.advance(2 * 60 * 60);
    const upcoming = await createSessionAs(t.app, seller, { maxStudents: 3, priceCents: 10_000 });
    const unbooked = await createSessionAs(t.app, seller, { title: 'Unbooked session' });
    expect((await book(t.app, first ?? null, upcoming.id)).statusCode).toBe(201);
    expect((await book(t.app, second ?? null, upcoming.id)).statusCode).toBe(201);
    const video = await createVideoAs(t.app, seller);
    expect((await buyVideo(t.app, videoBuyer ?? null, video.id)).statusCode).toBe(201);
    const otherSession = await createSessionAs(t.app, otherTrainer, { maxStudents: 2 });
    const otherVideo = await createVideoAs(t.app, otherTrainer);
    expect((await book(t.app, otherBuyer ?? null, otherSession.id)).statusCode).toBe(201);
    const before = {
      other: await earnings(otherTrainer.id),
      seller: await earnings(seller.id),
      ledger: await ledgerTotal(),
    };
    expect(before.seller).toBe(4000 + 2 * 8000 + 1599);

    t.clock.advance(60);
    expect((await remove(admin, seller.id)).statusCode).toBe(204);

    // The public lists no longer offer the deleted trainer's sessions or videos; others' stay.
    const listedSessions = (await requestAs(t.app, null, 'GET', '/api/sessions')).json().sessions.map(idOf);
    expect(listedSessions).not.toContain(upcoming.id);
    expect(listedSessions).not.toContain(unbooked.id);
    expect(listedSessions).toContain(otherSession.id);
    const listedVideos = (await requestAs(t.app, null, 'GET', '/api/videos')).json().videos.map(idOf);
    expect(listedVideos).not.toContain(video.id);
    expect(listedVideos).toContain(otherVideo.id);

    // Upcoming sessions cancelled; the one already held is left as it was.
    const sessionRows = await t.database.db
      .select({ id: trainingSessions.id, status: trainingSessions.status, cancelledAt: trainingSessions.cancelledAt })
      .from(trainingSessions)
      .where(eq(trainingSessions.trainerId, seller.id));
    expect(new Map(sessionRows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [held.id, 'available'],
        [upcoming.id, 'cancelled'],
        [unbooked.id, 'cancelled'],
      ]),
    );
    expect(sessionRows.find((row) => row.id === upcoming.id)?.cancelledAt).toEqual(t.clock.now());

    // Every booking of the cancelled session refunded by the admin; the held session's and the video's sales kept.
    const bookings = await t.database.db.select().from(purchases).where(eq(purchases.itemId, upcoming.id));
    expect(bookings).toHaveLength(2);
    for (const booking of bookings) {
      expect(booking).toMatchObject({
        status: 'refunded',
        refundedById: admin.id,
        refundReason: TRAINER_DELETED_CANCELLATION_REASON,
        refundedAt: t.clock.now(),
      });
    }
    const kept = await t.database.db
      .select({ status: purchases.status })
      .from(purchases)
      .where(sql`${purchases.itemId} in (${held.id}, ${video.id}, ${otherSession.id})`);
    expect(kept.map((row) => row.status)).toEqual(['completed', 'completed', 'completed']);
    const payments = (await requestAs(t.app, first ?? null, 'GET', '/api/payments')).json().purchases;
    expect(payments).toEqual([expect.objectContaining({ itemId: upcoming.id, status: 'refunded' })]);
    const refundsAudited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.refunded'), eq(auditLog.actorId, admin.id)));
    expect(refundsAudited.map((entry) => entry.subjectId).sort()).toEqual(bookings.map((booking) => booking.id).sort());

    // Money: the refunds take back the cancelled bookings' shares; nothing else moves.
    expect(await earnings(otherTrainer.id)).toBe(before.other);
    expect(await ledgerTotal()).toBe(before.ledger - 2 * 10_000);
    const sellerEntries = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, seller.id));
    expect(sellerEntries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(before.seller - 2 * 8000);

    // A session the deletion left open (or reopened by hand) is still never listed.
    await t.database.db
      .update(trainingSessions)
      .set({ status: 'available', cancelledAt: null })
      .where(eq(trainingSessions.id, unbooked.id));
    const relisted = (await requestAs(t.app, null, 'GET', '/api/sessions')).json().sessions.map(idOf);
    expect(relisted).not.toContain(unbooked.id);
    const byTrainer = await requestAs(t.app, null, 'GET', `/api/sessions?trainerId=${seller.id}`);
    expect(byTrainer.json().sessions).toEqual([]);
  });

  it('a deleted user’s referral code no longer gives a referral', async () => {
    const [referrer, seller] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'trainer')]);
    const code = await referralCodeOf(referrer.id);
    const course = await createCourseAs(t.app, seller);
    expect((await remove(admin, referrer.id)).statusCode).toBe(204);
    const [buyer] = await signedInMany(t.app, 1);
    const refused = await buy(t.app, buyer ?? null, course.id, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('unknown_referral_code');
  });

  it('a referrer deleted at the same moment as a purchase: the code is unknown (400), no fee to the closed account', async () => {
    const [referrer, seller] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'trainer')]);
    const code = await referralCodeOf(referrer.id);
    const course = await createCourseAs(t.app, seller);
    const [buyer] = await signedInMany(t.app, 1);
    // The sale reads the code while the deletion is written but not committed, then commits after it.
    const [refused] = await duringUncommittedDeletion(t.database.db, referrer.id, () => [
      buy(t.app, buyer ?? null, course.id, code),
    ]);
    expect(refused?.statusCode, refused?.body).toBe(400);
    expect(refused?.json().error.code).toBe('unknown_referral_code');
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, referrer.id))).toEqual([]);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.itemId, course.id))).toEqual([]);
  });

  it('deleting a buyer keeps the trainer’s earnings and the sale', async () => {
    const seller = await signedInAs(t.app, 'trainer');
    const buyer = await signedInAs(t.app, 'student');
    const course = await createCourseAs(t.app, seller, { priceCents: 2500 });
    expect((await buy(t.app, buyer, course.id)).statusCode).toBe(201);
    const before = await managedUser(t.app, admin, seller.id);
    expect(before).toMatchObject({ earningsCents: 2000, coursesSold: 1 });
    expect((await remove(admin, buyer.id)).statusCode).toBe(204);
    expect(await managedUser(t.app, admin, seller.id)).toEqual(before);
    const dashboard = (await requestAs(t.app, seller, 'GET', '/api/trainer/dashboard')).json();
    expect(dashboard).toMatchObject({ coursesSold: 1, earnings: { totalCents: 2000 } });
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(1);
  });
});

describe('§6 Delete user: self, last-admin and unknown-user rules (issue 12)', () => {
  it('409 CANNOT_DELETE_SELF: an admin cannot delete their own account', async () => {
    const response = await remove(admin, admin.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'cannot_delete_self', message: CANNOT_DELETE_SELF });
    expect((await userRow(admin.id))?.deletedAt).toBeNull();
  });

  it('another admin may be deleted while an admin remains', async () => {
    const other = await signedInAs(t.app, 'admin');
    expect((await remove(admin, other.id)).statusCode).toBe(204);
    expect((await requestAs(t.app, other, 'GET', '/api/admin/users')).statusCode).toBe(401);
  });

  it('404 USER_NOT_FOUND for an unknown id and for an account already deleted', async () => {
    const unknown = await remove(admin, 'no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'user_not_found', message: USER_NOT_FOUND });
    const target = await signedInAs(t.app, 'student');
    expect((await remove(admin, target.id)).statusCode).toBe(204);
    const deletedAt = (await userRow(target.id))?.deletedAt;
    t.clock.advance(60);
    expect((await remove(admin, target.id)).statusCode).toBe(404);
    expect((await userRow(target.id))?.deletedAt).toEqual(deletedAt);
  });

  it('two admins deleting one user at the same moment: one 204, one 404; one audit entry', async () => {
    const other = await signedInAs(t.app, 'admin');
    const target = await signedInAs(t.app, 'student');
    const answers = await releasedTogether(t.database.db, [target.id], () => [
      remove(admin, target.id),
      remove(other, target.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, target.id));
    expect(entries.map((entry) => entry.action)).toEqual(['user.deleted']);
  });
});

describe('§6 the last admin cannot be deleted, even by two admins deleting each other at once (issue 12)', () => {
  let own: TestApp;
  afterAll(async () => {
    await own?.close();
  });

  it('one deletion succeeds, the other gets 409 LAST_ADMIN_DELETE, and one admin remains', async () => {
    own = await createTestApp();
    const [first, second] = await Promise.all([signedInAs(own.app, 'admin'), signedInAs(own.app, 'admin')]);
    const answers = await releasedTogether(own.database.db, [first.id, second.id], () => [
      requestAs(own.app, first, 'DELETE', `/api/admin/users/${second.id}`),
      requestAs(own.app, second, 'DELETE', `/api/admin/users/${first.id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error).toEqual({
      code: 'last_admin_delete',
      message: LAST_ADMIN_DELETE,
    });
    const [row] = await own.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 'admin' and ${users.deletedAt} is null`);
    expect(row?.total).toBe(1);
  });
});
