import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, purchases, users } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { checkoutAs, doubleClickedBuy } from '../../testing/checkout';
import { buy, courseBody, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let trainer: SignedIn;
let student: SignedIn;
let referrer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, student, referrer] = await Promise.all([
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'student'),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const codeOf = async (who: SignedIn) =>
  (await db().select({ code: users.referralCode }).from(users).where(eq(users.id, who.id)))[0]?.code ?? '';
const entriesOf = (purchaseId: string) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));
const rowCounts = async () => ({
  purchases: (await db().select().from(purchases)).length,
  entries: (await db().select().from(ledgerEntries)).length,
});
const enrolled = async (courseId: string) =>
  (await requestAs(t.app, null, 'GET', `/api/courses/${courseId}`)).json().enrolledStudents;

describe('§4/§9 a purchase', () => {
  it('records a completed purchase, raises enrolled students by one, and writes trainer and platform entries that sum to the price', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 1999 });
    const response = await buy(t.app, student, course.id);
    expect(response.statusCode).toBe(201);
    const { purchase } = response.json();
    expect(purchase).toMatchObject({
      itemKind: 'course',
      itemId: course.id,
      itemTitle: course.title,
      priceCents: 1999,
      discountCents: 0,
      amountCents: 1999,
      referralCode: null,
      status: 'completed',
      purchasedAt: t.clock.now().toISOString(),
    });
    expect(purchase.transactionId).toBe(`NG-${purchase.id.slice(0, 8).toUpperCase()}`);
    expect(await enrolled(course.id)).toBe(1);
    const entries = await entriesOf(purchase.id);
    expect(entries.map((e) => [e.party, e.userId, e.amountCents]).sort()).toEqual([
      ['platform', null, 400],
      ['trainer', trainer.id, 1599],
    ]);
    const [row] = await db().select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row).toMatchObject({ userId: student.id, trainerId: trainer.id, status: 'completed' });
  });

  it('with another user’s referral code: the buyer saves 5%, the referrer earns 10%, the trainer keeps 80%, the platform the rest', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 9999 });
    const buyer = await signedInAs(t.app, 'student');
    const code = await codeOf(referrer);
    const response = await buy(t.app, buyer, course.id, code.toLowerCase());
    expect(response.statusCode).toBe(201);
    const { purchase } = response.json();
    expect(purchase).toMatchObject({ priceCents: 9999, discountCents: 500, amountCents: 9499, referralCode: code });
    const entries = await entriesOf(purchase.id);
    const byParty = Object.fromEntries(entries.map((e) => [e.party, e]));
    expect(byParty.trainer).toMatchObject({ userId: trainer.id, amountCents: 7999 });
    expect(byParty.referrer).toMatchObject({ userId: referrer.id, amountCents: 1000 });
    expect(byParty.platform).toMatchObject({ userId: null, amountCents: 500 });
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(purchase.amountCents);
    const [row] = await db().select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row).toMatchObject({ referrerId: referrer.id, referralFeeCents: 1000 });
  });

  it('a trainer’s code used on their own course pays them the fee as well (a referral, not a self-referral)', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 1000 });
    const buyer = await signedInAs(t.app, 'student');
    const response = await buy(t.app, buyer, course.id, await codeOf(trainer));
    expect(response.statusCode).toBe(201);
    const entries = await entriesOf(response.json().purchase.id);
    expect(
      entries
        .filter((e) => e.userId === trainer.id)
        .map((e) => e.amountCents)
        .sort(),
    ).toEqual([100, 800]);
  });

  it.each([
    ['a malformed code', 'AB-12', 'A referral code is 6 letters and digits, such as AB12CD.'],
    ['a code of 7 characters', 'ABCDEFG', 'A referral code is 6 letters and digits, such as AB12CD.'],
    ['a code no one has', 'ZZ99ZZ', 'No one has the referral code ZZ99ZZ.'],
  ])('refuses %s with 400 and buys nothing', async (_case, code, message) => {
    const course = await createCourseAs(t.app, trainer);
    const before = await rowCounts();
    const response = await buy(t.app, student, course.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await rowCounts()).toEqual(before);
    expect(await enrolled(course.id)).toBe(0);
  });

  it('refuses the buyer’s own referral code (self-referral) with 400 and buys nothing', async () => {
    const course = await createCourseAs(t.app, trainer);
    const before = await rowCounts();
    const response = await buy(t.app, student, course.id, await codeOf(student));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('own_referral_code');
    expect(await rowCounts()).toEqual(before);
  });

  it('an empty referral code means none', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 500 });
    const response = await checkoutAs(t.app, student, { kind: 'course', itemId: course.id, referralCode: '  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().purchase).toMatchObject({ referralCode: null, amountCents: 500 });
  });

  it('§6 trainers cannot buy their own course: 403, nothing written', async () => {
    const course = await createCourseAs(t.app, trainer);
    const before = await rowCounts();
    const response = await buy(t.app, trainer, course.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot buy your own course.');
    expect(await rowCounts()).toEqual(before);
  });

  it('a second purchase of the same course is 409, and a visitor gets 401', async () => {
    const course = await createCourseAs(t.app, trainer);
    expect((await buy(t.app, student, course.id)).statusCode).toBe(201);
    const again = await buy(t.app, student, course.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already purchased/);
    expect((await buy(t.app, null, course.id)).statusCode).toBe(401);
    expect(await enrolled(course.id)).toBe(1);
  });

  it('an unpublished or missing course cannot be bought (404), and unknown fields (a price) are refused (400)', async () => {
    const draft = await createCourseAs(t.app, trainer, { isPublished: false });
    expect((await buy(t.app, student, draft.id)).statusCode).toBe(404);
    expect((await buy(t.app, student, '0b9c3c4e-1d2f-4a8b-9c1d-2e3f4a5b6c7d')).statusCode).toBe(404);
    expect((await buy(t.app, student, 'nope')).statusCode).toBe(404);
    const course = await createCourseAs(t.app, trainer);
    for (const extra of [{ price: 1 }, { amountCents: 1 }, { currency: 'eur' }]) {
      const refused = await requestAs(t.app, student, 'POST', '/api/orders', {
        kind: 'course',
        itemId: course.id,
        ...extra,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await db().select().from(orders).where(eq(orders.itemId, course.id))).toEqual([]);
  });

  it('a double-clicked buy makes one order and one purchase; buying again after is 409', async () => {
    const course = await createCourseAs(t.app, trainer);
    const buyer = await signedInAs(t.app, 'student');
    const { created, paid } = await doubleClickedBuy(t.app, buyer, { kind: 'course', itemId: course.id });
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
    const [first, second] = created.map((r) => r.json());
    expect(second.order.id).toBe(first.order.id);
    expect(paid.json().order).toMatchObject({ id: first.order.id, status: 'paid' });
    expect(await enrolled(course.id)).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.itemId, course.id))).toHaveLength(1);
    const again = await buy(t.app, buyer, course.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_purchased');
  });

  it('fifty buyers at the same moment make exactly fifty purchases, and the ledger sums to fifty prices', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 1999 });
    const buyers = await signedInMany(t.app, 50);
    const responses = await Promise.all(buyers.map((buyer) => buy(t.app, buyer, course.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await enrolled(course.id)).toBe(50);
    const [total] = await db()
      .select({ sum: sql<number>`sum(${ledgerEntries.amountCents})::int`, count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
      .where(eq(purchases.courseId, course.id));
    expect(total).toEqual({ sum: 50 * 1999, count: 100 });
  });
});

describe('what the buyer saw', () => {
  it('a price changed since the buyer saw it is refused with 409 and the new price, and nothing is bought', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 4999 });
    await requestAs(t.app, trainer, 'PUT', `/api/courses/${course.id}`, { ...courseBody(), priceCents: 99_999 });
    const before = await rowCounts();
    const stale = await checkoutAs(t.app, student, { kind: 'course', itemId: course.id, expectedPriceCents: 4999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'price_changed',
      message: 'The price of this course has changed to $999.99. Check the new price, then buy again.',
    });
    expect(await rowCounts()).toEqual(before);
    const fresh = await checkoutAs(t.app, student, { kind: 'course', itemId: course.id, expectedPriceCents: 99_999 });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().order).toMatchObject({ priceCents: 99_999, amountCents: 99_999 });
  });

  it('a buyer keeps their course when it is unpublished: they still see it and may rate it; others get 404', async () => {
    const course = await createCourseAs(t.app, trainer, { title: 'Soon a draft' });
    const buyer = await signedInAs(t.app, 'student');
    await buy(t.app, buyer, course.id);
    await requestAs(t.app, trainer, 'PATCH', `/api/courses/${course.id}/publication`, { isPublished: false });
    expect((await requestAs(t.app, buyer, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      isPublished: false,
      viewerState: 'purchased',
    });
    expect((await requestAs(t.app, buyer, 'PUT', `/api/courses/${course.id}/rating`, { stars: 4 })).statusCode).toBe(
      200,
    );
    expect((await requestAs(t.app, student, 'GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await buy(t.app, student, course.id)).statusCode).toBe(404);
  });
});

describe('ratings', () => {
  it('a buyer rates 1-5 stars, may change it, and the course shows the average; others are refused', async () => {
    const course = await createCourseAs(t.app, trainer);
    const [a, b] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    await buy(t.app, a, course.id);
    await buy(t.app, b, course.id);
    const rate = (who: SignedIn, stars: unknown) =>
      requestAs(t.app, who, 'PUT', `/api/courses/${course.id}/rating`, { stars });
    expect((await rate(a, 5)).json()).toMatchObject({ rating: 5, ratingCount: 1, myRating: 5 });
    expect((await rate(b, 4)).json()).toMatchObject({ rating: 4.5, ratingCount: 2, myRating: 4 });
    expect((await rate(a, 3)).json()).toMatchObject({ rating: 3.5, ratingCount: 2, myRating: 3 });
    const outsider = await rate(student, 5);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('Only students who bought this course can rate it.');
    expect((await rate(a, 6)).statusCode).toBe(400);
    expect((await rate(a, 0)).statusCode).toBe(400);
    expect((await rate(a, 4.5)).statusCode).toBe(400);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 3.5,
      ratingCount: 2,
    });
  });
});

describe('docs/architecture.md §7 the ledger is append-only', () => {
  it('the database refuses to update or delete a ledger entry', async () => {
    const course = await createCourseAs(t.app, trainer);
    const buyer = await signedInAs(t.app, 'student');
    const { purchase } = (await buy(t.app, buyer, course.id)).json();
    await expect(
      db().update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.purchaseId, purchase.id)),
    ).rejects.toThrow();
    await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id))).rejects.toThrow();
    expect((await entriesOf(purchase.id)).length).toBe(2);
  });
});
