import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../shared/account/settings';
import type { RevenueMonth } from '../../../../shared/marketplace/insight';
import { ledgerEntries } from '../../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../../testing/accounts';
import { clearCourseCurriculum } from '../../../testing/curriculum';
import { buy, createCourseAs, requestAs } from '../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { book, buyVideo, createSessionAs, createVideoAs } from '../../../testing/trainer-tools';
import { courseLessons, courseSections } from '../curriculum/tables';
import { lessonCompletions } from '../player/tables';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const revenueOf = async (trainer: SignedIn) => {
  const response = await requestAs(t.app, trainer, 'GET', '/api/trainer/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json();
};
const insight = (who: SignedIn | null, courseId: string) =>
  requestAs(t.app, who, 'GET', `/api/trainer/courses/${courseId}/insight`);
const setZone = async (who: SignedIn, timezone: string) => {
  const saved = await requestAs(t.app, who, 'PUT', '/api/account/settings', { ...DEFAULT_SETTINGS, timezone });
  expect(saved.statusCode).toBe(200);
};
const monthOf = (months: RevenueMonth[], month: string) => months.find((row) => row.month === month);
const buyers = async (count: number) => signedInMany(t.app, count);
const purchaseOf = async (who: SignedIn, courseId: string) => {
  const response = await buy(t.app, who, courseId);
  expect(response.statusCode).toBe(201);
  return response.json().purchase as { id: string };
};

describe('revenue by product (issue 27 item 5)', () => {
  it('a new trainer has twelve empty months and no products', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const { revenue } = await revenueOf(trainer);
    expect(revenue.timeZone).toBe(DEFAULT_SETTINGS.timezone);
    expect(revenue.months).toHaveLength(12);
    expect(revenue.months[0].month).toBe('2025-04');
    expect(revenue.months.at(-1).month).toBe('2026-03');
    expect(revenue.months.every((month: RevenueMonth) => month.netCents === 0 && month.sales === 0)).toBe(true);
    expect(revenue.products).toEqual([]);
  });

  it('lists each course, session and video she sold, and their totals match her ledger', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const course = await createCourseAs(t.app, trainer, { title: 'Cardiac Care', priceCents: 5000 });
    const session = await createSessionAs(t.app, trainer);
    const video = await createVideoAs(t.app, trainer, { title: 'Lung Sounds', priceCents: 1000 });
    const [a, b, c] = await buyers(3);
    if (!a || !b || !c) throw new Error('no buyers');
    await purchaseOf(a, course.id);
    await purchaseOf(b, course.id);
    expect((await book(t.app, c, session.id)).statusCode).toBe(201);
    expect((await buyVideo(t.app, c, video.id)).statusCode).toBe(201);

    const { revenue, earnings } = await revenueOf(trainer);
    expect(revenue.products.map((product: { kind: string; title: string }) => [product.kind, product.title])).toEqual([
      ['course', 'Cardiac Care'],
      ['session', session.title],
      ['video', 'Lung Sounds'],
    ]);
    expect(revenue.products[0]).toMatchObject({
      itemId: course.id,
      earnedCents: 8000,
      sales: 2,
      refunds: 0,
      netCents: 8000,
    });
    expect(revenue.products[2]).toMatchObject({ itemId: video.id, earnedCents: 800, sales: 1, netCents: 800 });
    const ledger = await t.app.db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, trainer.id), inArray(ledgerEntries.entryType, ['sale', 'refund'])));
    const ledgerTotal = ledger.reduce((sum, row) => sum + row.amount, 0);
    const productsTotal = revenue.products.reduce(
      (sum: number, product: { netCents: number }) => sum + product.netCents,
      0,
    );
    expect(productsTotal).toBe(ledgerTotal);
    expect(productsTotal).toBe(earnings.totalCents);
    expect(monthOf(revenue.months, '2026-03')).toMatchObject({
      earnedCents: ledgerTotal,
      sales: 4,
      netCents: ledgerTotal,
    });
  });
});

describe('revenue by month (issue 27 item 5)', () => {
  it("buckets by the trainer's time zone, and a refund shows in its own month and lowers its net", async () => {
    const [newYork, tokyo] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'trainer')]);
    await setZone(tokyo, 'Asia/Tokyo');
    const [first, second, third] = await buyers(3);
    if (!first || !second || !third) throw new Error('no buyers');
    const course = await createCourseAs(t.app, newYork, { priceCents: 5000 });
    const other = await createCourseAs(t.app, tokyo, { priceCents: 5000 });
    await purchaseOf(first, course.id);
    // 2026-04-01T02:00Z: still 31 March in New York, already 1 April in Tokyo (and in UTC).
    t.clock.advance((Date.parse('2026-04-01T02:00:00Z') - t.clock.now().getTime()) / 1000);
    const late = await purchaseOf(second, course.id);
    await purchaseOf(third, other.id);

    const before = (await revenueOf(newYork)).revenue;
    expect(before.months.at(-1).month).toBe('2026-03');
    expect(monthOf(before.months, '2026-03')).toMatchObject({
      earnedCents: 8000,
      sales: 2,
      refunds: 0,
      netCents: 8000,
    });
    const inTokyo = (await revenueOf(tokyo)).revenue;
    expect(inTokyo.timeZone).toBe('Asia/Tokyo');
    expect(inTokyo.months.at(-1)).toMatchObject({ month: '2026-04', earnedCents: 4000, sales: 1, netCents: 4000 });
    expect(monthOf(inTokyo.months, '2026-03')?.sales).toBe(0);

    // A day later (1 April in New York) the late sale is refunded.
    t.clock.advance(24 * 60 * 60);
    const refunded = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${late.id}/refund`, {
      reason: 'Bought twice',
    });
    expect(refunded.statusCode).toBe(200);
    const { revenue, earnings } = await revenueOf(newYork);
    expect(monthOf(revenue.months, '2026-03')).toMatchObject({
      earnedCents: 8000,
      sales: 2,
      refunds: 0,
      netCents: 8000,
    });
    expect(monthOf(revenue.months, '2026-04')).toMatchObject({
      earnedCents: 0,
      sales: 0,
      refundedCents: -4000,
      refunds: 1,
      netCents: -4000,
    });
    expect(revenue.products[0]).toMatchObject({
      earnedCents: 8000,
      sales: 2,
      refundedCents: -4000,
      refunds: 1,
      netCents: 4000,
    });
    expect(earnings.totalCents).toBe(4000);
  });
});

/** Inserts a curriculum of `sections` (lesson titles per section, in order) into `courseId`; returns the lesson ids in order. */
async function curriculum(courseId: string, sections: string[][]): Promise<string[]> {
  await clearCourseCurriculum(t.app.db, courseId);
  const ids: string[] = [];
  // Sections inserted last-first, so the order comes from `position`, not from insertion.
  for (const [position, titles] of [...sections.entries()].reverse()) {
    const [section] = await t.app.db
      .insert(courseSections)
      .values({ courseId, title: `Section ${position + 1}`, position })
      .returning();
    if (!section) throw new Error('no section');
    const rows = await t.app.db
      .insert(courseLessons)
      .values(
        titles.map((title, index) => ({
          courseId,
          sectionId: section.id,
          position: index,
          title,
          kind: 'text' as const,
          bodyHtml: `<p>${title}</p>`,
        })),
      )
      .returning();
    ids.unshift(...rows.sort((x, y) => x.position - y.position).map((row) => row.id));
  }
  return ids;
}

const complete = (who: SignedIn, courseId: string, lessonIds: (string | undefined)[]) =>
  t.app.db.insert(lessonCompletions).values(
    lessonIds.map((lessonId) => {
      if (!lessonId) throw new Error('no lesson');
      return { userId: who.id, courseId, lessonId, completedAt: t.clock.now() };
    }),
  );

describe('course insight (issue 27 item 5)', () => {
  it('counts buyers per month, the completion rate and the lessons learners stop at', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const course = await createCourseAs(t.app, trainer, { title: 'Renal Nursing', priceCents: 3000 });
    const lessons = await curriculum(course.id, [
      ['Kidneys', 'Fluids'],
      ['Dialysis', 'Transplant'],
    ]);
    const [done, atThird, atSecond, alsoAtThird, idle, skipper, refundedBuyer, outsider] = await buyers(8);
    if (!done || !atThird || !atSecond || !alsoAtThird || !idle || !skipper || !refundedBuyer || !outsider) {
      throw new Error('no buyers');
    }
    for (const buyer of [done, atThird, atSecond]) await purchaseOf(buyer, course.id);
    t.clock.advance(31 * 24 * 60 * 60);
    for (const buyer of [alsoAtThird, idle, skipper]) await purchaseOf(buyer, course.id);
    const refundable = await purchaseOf(refundedBuyer, course.id);
    expect(
      (
        await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${refundable.id}/refund`, {
          reason: 'Changed mind',
        })
      ).statusCode,
    ).toBe(200);

    await complete(done, course.id, lessons);
    await complete(atThird, course.id, [lessons[0], lessons[1]]);
    await complete(alsoAtThird, course.id, [lessons[1]]);
    await complete(atSecond, course.id, [lessons[0]]);
    // Completed the last lesson but skipped the third: she stops at the first one she skipped.
    await complete(skipper, course.id, [lessons[0], lessons[1], lessons[3]]);
    // Not buyers (any more): their completions do not count.
    await complete(refundedBuyer, course.id, lessons);
    await complete(outsider, course.id, [lessons[0]]);

    const response = await insight(trainer, course.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      courseId: course.id,
      title: 'Renal Nursing',
      buyers: 6,
      lessons: 4,
      completedBuyers: 1,
      completionPercent: 17,
      notStarted: 1,
    });
    expect(body.buyersByMonth).toHaveLength(12);
    const bought = body.buyersByMonth.filter((month: { buyers: number }) => month.buyers > 0);
    expect(bought).toEqual([
      { month: '2026-04', buyers: 3 },
      { month: '2026-05', buyers: 3 },
    ]);
    expect(body.stopLessons).toEqual([
      { lessonId: lessons[2], title: 'Dialysis', sectionTitle: 'Section 2', number: 3, learners: 3 },
      { lessonId: lessons[1], title: 'Fluids', sectionTitle: 'Section 1', number: 2, learners: 1 },
    ]);
  });

  it('a course without lessons or buyers has no rate and no stops', async () => {
    const trainer = await signedInAs(t.app, 'trainer');
    const course = await createCourseAs(t.app, trainer);
    await clearCourseCurriculum(t.app.db, course.id);
    const response = await insight(trainer, course.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      buyers: 0,
      lessons: 0,
      completionPercent: null,
      notStarted: 0,
      stopLessons: [],
    });
  });

  it("only the course's trainer and admins read it: 403 another trainer or a student, 404 unknown or another's draft, 401 signed out", async () => {
    const [owner, another] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'trainer')]);
    const student = await signedInAs(t.app, 'student');
    const course = await createCourseAs(t.app, owner);
    const draft = await createCourseAs(t.app, owner, { isPublished: false });

    const refused = await insight(another, course.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'not_your_course' });
    expect(refused.json().error.message).toMatch(/Only the course's trainer/);
    expect((await insight(student, course.id)).statusCode).toBe(403);
    expect((await insight(another, draft.id)).statusCode).toBe(404);
    expect((await insight(another, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await insight(owner, 'not-a-course')).json().error.code).toBe('course_not_found');
    expect((await insight(null, course.id)).statusCode).toBe(401);
    expect((await insight(owner, draft.id)).statusCode).toBe(200);
    expect((await insight(admin, course.id)).statusCode).toBe(200);
  });
});
