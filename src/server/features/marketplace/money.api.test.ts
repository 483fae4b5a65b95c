import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DAY = 24 * 60 * 60;

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const codeOf = async (who: SignedIn) =>
  (await t.app.db.select({ code: users.referralCode }).from(users).where(eq(users.id, who.id)))[0]?.code ?? '';
const dashboard = async (trainer: SignedIn) =>
  (await requestAs(t.app, trainer, 'GET', '/api/trainer/dashboard')).json();
const payments = async (who: SignedIn) => (await requestAs(t.app, who, 'GET', '/api/payments')).json();
const refund = (purchaseId: string, reason: unknown = 'Bought by mistake', who: SignedIn = admin) =>
  requestAs(t.app, who, 'POST', `/api/admin/purchases/${purchaseId}/refund`, { reason });

describe('refunds (decision 009)', () => {
  it('an admin refunds within 30 days: reversing entries, the enrolment ends, the referral fee is taken back', async () => {
    const [trainer, referrer] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'student')]);
    const [buyer] = await signedInMany(t.app, 1);
    if (!buyer) throw new Error('no buyer');
    const course = await createCourseAs(t.app, trainer, { priceCents: 2000 });
    const { purchase } = (await buy(t.app, buyer, course.id, await codeOf(referrer))).json();
    const rated = await requestAs(t.app, buyer, 'PUT', `/api/courses/${course.id}/rating`, { stars: 5 });
    expect(rated.json()).toMatchObject({ rating: 5, ratingCount: 1 });
    t.clock.advance(29 * DAY);

    const response = await refund(purchase.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().purchase).toMatchObject({
      status: 'refunded',
      refundedAt: t.clock.now().toISOString(),
      refundReason: 'Bought by mistake',
      refundable: false,
    });
    const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
    expect(entries).toHaveLength(6);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    const reversals = entries.filter((e) => e.entryType === 'refund');
    expect(reversals.every((e) => e.createdById === admin.id && e.reason === 'Bought by mistake')).toBe(true);

    const course_ = (await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json();
    expect(course_).toMatchObject({ enrolledStudents: 0, rating: null, ratingCount: 0 });
    expect(
      (await requestAs(t.app, buyer, 'GET', '/api/courses?search=Pharmacology'))
        .json()
        .courses.find((c: { id: string }) => c.id === course.id).viewerState,
    ).toBe('purchasable');
    expect((await dashboard(trainer)).earnings).toEqual({ pendingCents: 0, availableCents: 0, totalCents: 0 });
    expect((await payments(referrer)).referral.earnings.totalCents).toBe(0);
    expect((await payments(referrer)).referral.fees[0]).toMatchObject({
      status: 'refunded',
      state: 'refunded',
      feeCents: 200,
    });
    const history = (await payments(buyer)).purchases;
    expect(history[0]).toMatchObject({ id: purchase.id, status: 'refunded', amountCents: 1900 });

    expect((await refund(purchase.id)).statusCode).toBe(409);
    expect((await buy(t.app, buyer, course.id)).statusCode).toBe(201);
  });

  it('refuses a refund once 30 days have passed (the boundary), and nothing is written', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [buyer] = await signedInMany(t.app, 1);
    if (!buyer) throw new Error('no buyer');
    const course = await createCourseAs(t.app, trainer, { priceCents: 1000 });
    const { purchase } = (await buy(t.app, buyer, course.id)).json();
    t.clock.advance(30 * DAY - 1);
    const listed = (
      await requestAs(t.app, admin, 'GET', `/api/admin/purchases?search=${purchase.transactionId}`)
    ).json();
    expect(listed.purchases[0]).toMatchObject({ id: purchase.id, refundable: true });
    t.clock.advance(1);
    const late = await refund(purchase.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/^Refunds are possible within 30 days of purchase/);
    const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
    expect(entries).toHaveLength(2);
    expect((await dashboard(trainer)).earnings).toEqual({ pendingCents: 0, availableCents: 800, totalCents: 800 });
  });

  it('two refunds of one purchase at the same moment: one 200, one 409, and one set of reversing entries', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [buyer] = await signedInMany(t.app, 1);
    if (!buyer) throw new Error('no buyer');
    const course = await createCourseAs(t.app, trainer, { priceCents: 3000 });
    const { purchase } = (await buy(t.app, buyer, course.id)).json();
    const statuses = (await Promise.all([refund(purchase.id), refund(purchase.id)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
    expect(entries.filter((e) => e.entryType === 'refund')).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
  });

  it('only admins refund (403, 401), a reason is required (400) and an unknown purchase is 404', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [buyer] = await signedInMany(t.app, 1);
    if (!buyer) throw new Error('no buyer');
    const course = await createCourseAs(t.app, trainer);
    const { purchase } = (await buy(t.app, buyer, course.id)).json();
    expect((await refund(purchase.id, 'mine', trainer)).statusCode).toBe(403);
    expect((await refund(purchase.id, 'mine', buyer)).statusCode).toBe(403);
    expect(
      (await requestAs(t.app, null, 'POST', `/api/admin/purchases/${purchase.id}/refund`, { reason: 'x' })).statusCode,
    ).toBe(401);
    const blank = await refund(purchase.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please give a reason for the refund.');
    expect((await refund('0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d')).statusCode).toBe(404);
    expect((await requestAs(t.app, trainer, 'GET', '/api/admin/purchases')).statusCode).toBe(403);
    expect((await payments(buyer)).purchases[0].status).toBe('completed');
  });
});

describe('§2 trainer dashboard', () => {
  it('is for trainers only: 403 for students, admins and instructors, 401 signed out', async () => {
    for (const role of ['student', 'admin', 'instructor'] as const) {
      const who = await signedInAs(t.app, role);
      expect((await requestAs(t.app, who, 'GET', '/api/trainer/dashboard')).statusCode).toBe(403);
    }
    expect((await requestAs(t.app, null, 'GET', '/api/trainer/dashboard')).statusCode).toBe(401);
  });

  it('computes every figure from records: earnings pending then available, courses, sales, students, rating, recent sales', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const referrer = await signedInAs(t.app, 'student');
    const code = await codeOf(referrer);
    const a = await createCourseAs(t.app, trainer, { title: 'Course A', priceCents: 1000 });
    t.clock.advance(60);
    const b = await createCourseAs(t.app, trainer, { title: 'Course B', priceCents: 2500 });
    t.clock.advance(60);
    await createCourseAs(t.app, trainer, { title: 'Draft C', isPublished: false });
    const buyers = await signedInMany(t.app, 6);
    const at = (index: number) => buyers[index] as SignedIn;
    for (const index of [0, 1, 2]) {
      t.clock.advance(60);
      await buy(t.app, at(index), a.id);
    }
    t.clock.advance(60);
    await buy(t.app, at(0), b.id, code);
    t.clock.advance(10 * DAY);
    for (const index of [3, 4]) {
      t.clock.advance(60);
      await buy(t.app, at(index), b.id);
    }
    await requestAs(t.app, at(0), 'PUT', `/api/courses/${a.id}/rating`, { stars: 5 });
    await requestAs(t.app, at(1), 'PUT', `/api/courses/${a.id}/rating`, { stars: 4 });
    await requestAs(t.app, at(3), 'PUT', `/api/courses/${b.id}/rating`, { stars: 5 });

    const now = await dashboard(trainer);
    expect(now).toMatchObject({
      coursesCreated: 3,
      coursesSold: 6,
      totalStudents: 5,
      averageRating: 4.7,
      ratingCount: 3,
      earnings: { pendingCents: 3 * 800 + 3 * 2000, availableCents: 0, totalCents: 8400 },
      salesEarningsCents: 8400,
      referralEarningsCents: 0,
    });
    expect(
      now.courses.map((c: { title: string; earnedCents: number; enrolledStudents: number }) => [
        c.title,
        c.earnedCents,
        c.enrolledStudents,
      ]),
    ).toEqual([
      ['Draft C', 0, 0],
      ['Course B', 6000, 3],
      ['Course A', 2400, 3],
    ]);
    expect(now.recentSales).toHaveLength(5);
    expect(now.recentSales[0]).toMatchObject({ courseTitle: 'Course B', trainerShareCents: 2000, referralCode: null });
    expect(now.recentSales[2]).toMatchObject({ courseTitle: 'Course B', referralCode: code });
    expect(now.recentSales.map((s: { purchasedAt: string }) => s.purchasedAt)).toEqual(
      [...now.recentSales.map((s: { purchasedAt: string }) => s.purchasedAt)].sort().reverse(),
    );

    t.clock.advance(20 * DAY);
    expect((await dashboard(trainer)).earnings).toEqual({ pendingCents: 4000, availableCents: 4400, totalCents: 8400 });
    t.clock.advance(10 * DAY);
    expect((await dashboard(trainer)).earnings).toEqual({ pendingCents: 0, availableCents: 8400, totalCents: 8400 });

    const referral = (await payments(referrer)).referral;
    expect(referral.earnings).toEqual({ pendingCents: 0, availableCents: 250, totalCents: 250 });
    expect(referral.fees).toEqual([
      expect.objectContaining({ itemKind: 'course', itemTitle: 'Course B', feeCents: 250, status: 'completed' }),
    ]);
  });
});

describe('§2 payment portal', () => {
  it('shows my purchases newest first with amount, date, status, method and transaction id; only mine', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const [me, someoneElse] = await signedInMany(t.app, 2);
    if (!me || !someoneElse) throw new Error('no buyers');
    const first = await createCourseAs(t.app, trainer, { title: 'First bought', priceCents: 1500 });
    const second = await createCourseAs(t.app, trainer, { title: 'Second bought', priceCents: 2500 });
    await buy(t.app, me, first.id);
    t.clock.advance(60);
    await buy(t.app, me, second.id);
    await buy(t.app, someoneElse, first.id);
    const mine = await payments(me);
    expect(mine.purchases.map((p: { itemTitle: string }) => p.itemTitle)).toEqual(['Second bought', 'First bought']);
    expect(mine.purchases[0]).toMatchObject({ amountCents: 2500, status: 'completed' });
    expect(mine.purchases[0].transactionId).toMatch(/^NG-[0-9A-F]{8}$/);
    expect(mine.referral).toEqual({ earnings: { pendingCents: 0, availableCents: 0, totalCents: 0 }, fees: [] });
    expect((await requestAs(t.app, null, 'GET', '/api/payments')).statusCode).toBe(401);
  });
});
