import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../../../shared/marketplace/courses';
import type { CourseReviewPage } from '../../../../shared/marketplace/reviews';
import { auditLog } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedDemoUsers } from '../../auth/service';
import { seedDemoMarketplace } from '../demo-marketplace';
import { seedDemoReviews } from './demo-reviews';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.app);
  await seedDemoMarketplace(t.database.db, t.clock.now());
  await seedDemoReviews(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const courseNamed = async (title: string): Promise<Course> =>
  (await t.app.inject({ method: 'GET', url: '/api/courses' }))
    .json()
    .courses.find((course: Course) => course.title === title);
const reviewsOf = async (courseId: string): Promise<CourseReviewPage> =>
  (await t.app.inject({ method: 'GET', url: `/api/courses/${courseId}/reviews` })).json();

describe('demo reviews (issue 27 item 7, README "Demo accounts")', () => {
  it('the pharmacology course shows its buyers’ reviews newest first, one with Maria’s reply', async () => {
    const course = await courseNamed('NCLEX Pharmacology Mastery');
    const page = await reviewsOf(course.id);
    expect(page.total).toBe(4);
    const dates = page.reviews.map((review) => review.reviewedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.reviews.filter((review) => review.reply)).toEqual([
      expect.objectContaining({ reply: expect.objectContaining({ authorName: 'Maria Santos' }) }),
    ]);
  });

  it('Grace hid the advertisement with a reason, in the audit log; its stars leave the average', async () => {
    const course = await courseNamed('Mental Health Nursing Made Clear');
    const page = await reviewsOf(course.id);
    expect(page.total).toBe(4);
    expect(page.reviews.some((review) => review.text.includes('WhatsApp'))).toBe(false);
    expect(course.ratingCount).toBe(5);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'course_review.hidden'));
    expect(entries).toEqual([
      expect.objectContaining({ reason: 'Advertising and contact details: a review is about what the course taught.' }),
    ]);
  });

  it('runs once', async () => {
    await seedDemoReviews(t.database.db, t.clock.now());
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'course_review.hidden'));
    expect(entries).toHaveLength(1);
  });
});
