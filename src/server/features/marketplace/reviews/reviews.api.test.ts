import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseReview, CourseReviewPage } from '../../../../shared/marketplace/reviews';
import { auditLog, courseRatings } from '../../../db/schema';
import { type SignedIn, signedInAs } from '../../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../../testing/marketplace';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let trainer: SignedIn;
let otherTrainer: SignedIn;
let admin: SignedIn;
let outsider: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, otherTrainer, admin, outsider] = await Promise.all([
    signedInAs(t.app, 'trainer', { firstName: 'Maria', lastName: 'Santos' }),
    signedInAs(t.app, 'trainer'),
    signedInAs(t.app, 'admin', { firstName: 'Grace', lastName: 'Mensah' }),
    signedInAs(t.app, 'student'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const review = (who: SignedIn | null, courseId: string, body: unknown) =>
  requestAs(t.app, who, 'PUT', `/api/courses/${courseId}/review`, body);
const reviews = async (who: SignedIn | null, courseId: string, page = 1): Promise<CourseReviewPage> =>
  (await requestAs(t.app, who, 'GET', `/api/courses/${courseId}/reviews?page=${page}`)).json();
const reply = (who: SignedIn, courseId: string, reviewId: string, body: unknown) =>
  requestAs(t.app, who, 'PUT', `/api/courses/${courseId}/reviews/${reviewId}/reply`, body);
const hide = (who: SignedIn, courseId: string, reviewId: string, body: unknown) =>
  requestAs(t.app, who, 'PUT', `/api/courses/${courseId}/reviews/${reviewId}/hidden`, body);
const unhide = (who: SignedIn, courseId: string, reviewId: string) =>
  requestAs(t.app, who, 'DELETE', `/api/courses/${courseId}/reviews/${reviewId}/hidden`);
const ratingRows = (courseId: string) =>
  t.app.database.db.select().from(courseRatings).where(eq(courseRatings.courseId, courseId));
const auditOf = (subjectId: string) =>
  t.app.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

/** A course of Maria's with a buyer (Amara Okafor) who reviewed it. */
async function reviewedCourse(text = 'Clear lessons on high-alert drugs.', owner: SignedIn = trainer) {
  const course = await createCourseAs(t.app, owner);
  const buyer = await signedInAs(t.app, 'student', { firstName: 'Amara', lastName: 'Okafor' });
  const { purchase } = (await buy(t.app, buyer, course.id)).json();
  const written = await review(buyer, course.id, { stars: 5, text });
  expect(written.statusCode).toBe(200);
  return { course, buyer, purchaseId: purchase.id as string, review: written.json() as CourseReview };
}

describe('issue 27 item 7: buyers review a course', () => {
  it('a buyer writes a review (stars and text), named by first name and initial, dated now; the average counts it', async () => {
    const { course, review: written } = await reviewedCourse('  Clear lessons on high-alert drugs.  ');
    expect(written).toMatchObject({
      stars: 5,
      text: 'Clear lessons on high-alert drugs.',
      reviewerName: 'Amara O.',
      reviewedAt: t.clock.now().toISOString(),
      isMine: true,
      reply: null,
      hidden: null,
    });
    const page = await reviews(null, course.id);
    expect(page).toMatchObject({ total: 1, hasMore: false, mine: null, canReply: false, canModerate: false });
    expect(page.reviews[0]).toMatchObject({ id: written.id, isMine: false, reviewerName: 'Amara O.' });
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 5,
      ratingCount: 1,
    });
  });

  it('the author edits her review: one review per buyer, newer text and stars, the rating follows', async () => {
    const { course, buyer, review: first } = await reviewedCourse();
    t.clock.advance(60_000);
    const edited = await review(buyer, course.id, { stars: 3, text: 'Good, but the quizzes were short.' });
    expect(edited.json()).toMatchObject({
      id: first.id,
      stars: 3,
      text: 'Good, but the quizzes were short.',
      reviewedAt: t.clock.now().toISOString(),
    });
    expect(await ratingRows(course.id)).toHaveLength(1);
    const page = await reviews(buyer, course.id);
    expect(page.mine).toMatchObject({ id: first.id, stars: 3, isMine: true });
    expect((await requestAs(t.app, buyer, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 3,
      myRating: 3,
    });
  });

  it('someone who did not buy the course is refused with 403 and a sentence; a visitor with 401; nothing is saved', async () => {
    const course = await createCourseAs(t.app, trainer);
    const refused = await review(outsider, course.id, { stars: 4, text: 'Looks good.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'not_a_buyer',
      message: 'Only students who bought this course can review it.',
    });
    expect((await review(trainer, course.id, { stars: 5, text: 'My own course.' })).statusCode).toBe(403);
    expect((await review(null, course.id, { stars: 4, text: 'Looks good.' })).statusCode).toBe(401);
    expect(await ratingRows(course.id)).toHaveLength(0);
  });

  it.each([
    ['an empty text', { stars: 4, text: '' }, 'Write your review'],
    ['a text of spaces only', { stars: 4, text: '   ' }, 'Write your review'],
    ['no text', { stars: 4 }, 'Write your review'],
    ['a text over 2,000 characters', { stars: 4, text: 'x'.repeat(2001) }, 'at most 2,000 characters'],
    ['0 stars', { stars: 0, text: 'Fine.' }, 'from 1 to 5'],
    ['6 stars', { stars: 6, text: 'Fine.' }, 'from 1 to 5'],
    ['half a star', { stars: 4.5, text: 'Fine.' }, 'from 1 to 5'],
  ])('%s is refused with 400 and a sentence; the review does not change', async (_, body, message) => {
    const { course, buyer, review: kept } = await reviewedCourse();
    const response = await review(buyer, course.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await reviews(null, course.id)).reviews).toEqual([expect.objectContaining({ text: kept.text, stars: 5 })]);
  });

  it('a review sent twice at once (a double click) leaves one review, with one of the two texts', async () => {
    const course = await createCourseAs(t.app, trainer);
    const buyer = await signedInAs(t.app, 'student');
    await buy(t.app, buyer, course.id);
    const [first, second] = await Promise.all([
      review(buyer, course.id, { stars: 3, text: 'First click.' }),
      review(buyer, course.id, { stars: 4, text: 'Second click.' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await ratingRows(course.id);
    expect(rows).toHaveLength(1);
    expect(['First click.', 'Second click.']).toContain(rows[0]?.reviewText);
    expect((await reviews(null, course.id)).total).toBe(1);
  });

  it('2,000 characters are accepted', async () => {
    const { course, buyer } = await reviewedCourse();
    expect((await review(buyer, course.id, { stars: 4, text: 'y'.repeat(2000) })).statusCode).toBe(200);
  });

  it('lists newest first, 10 a page with hasMore; a stars-only rating is not a review but counts in the average', async () => {
    const course = await createCourseAs(t.app, trainer);
    for (let index = 0; index < 11; index++) {
      const buyer = await signedInAs(t.app, 'student', { firstName: `Buyer${index}`, lastName: 'Lee' });
      await buy(t.app, buyer, course.id);
      await review(buyer, course.id, { stars: 4, text: `Review ${index}` });
      t.clock.advance(1000);
    }
    const starsOnly = await signedInAs(t.app, 'student');
    await buy(t.app, starsOnly, course.id);
    await requestAs(t.app, starsOnly, 'PUT', `/api/courses/${course.id}/rating`, { stars: 1 });
    const first = await reviews(null, course.id);
    expect(first).toMatchObject({ total: 11, page: 1, hasMore: true });
    expect(first.reviews.map((r) => r.text)).toEqual(Array.from({ length: 10 }, (_, index) => `Review ${10 - index}`));
    const second = await reviews(null, course.id, 2);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.reviews.map((r) => r.text)).toEqual(['Review 0']);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 3.75,
      ratingCount: 12,
    });
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}/reviews?page=0`)).statusCode).toBe(400);
  });

  it('a refund removes the buyer’s rating and review with it', async () => {
    const { course, buyer, purchaseId } = await reviewedCourse();
    const refunded = await requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchaseId}/refund`, {
      reason: 'Bought by mistake',
    });
    expect(refunded.statusCode).toBe(200);
    expect((await reviews(null, course.id)).total).toBe(0);
    expect((await reviews(buyer, course.id)).mine).toBeNull();
  });

  it('a course the reader may not see answers 404', async () => {
    const draft = await createCourseAs(t.app, trainer, { isPublished: false });
    expect((await requestAs(t.app, outsider, 'GET', `/api/courses/${draft.id}/reviews`)).statusCode).toBe(404);
  });
});

describe('issue 27 item 7: the trainer replies', () => {
  it('the course’s trainer replies once and edits her reply; it shows under the review for everyone', async () => {
    const { course, review: written } = await reviewedCourse();
    expect((await reviews(trainer, course.id)).canReply).toBe(true);
    const first = await reply(trainer, course.id, written.id, { text: 'Thank you, Amara!' });
    expect(first.statusCode).toBe(200);
    t.clock.advance(5000);
    const edited = await reply(trainer, course.id, written.id, { text: 'Thank you, Amara! Week 3 adds more.' });
    expect(edited.json().reply).toEqual({
      text: 'Thank you, Amara! Week 3 adds more.',
      repliedAt: t.clock.now().toISOString(),
      authorName: 'Maria Santos',
    });
    expect((await reviews(null, course.id)).reviews[0]?.reply?.text).toBe('Thank you, Amara! Week 3 adds more.');
  });

  it('another trainer or the buyer is refused with 403; an empty or too long reply with 400; nothing changes', async () => {
    const { course, buyer, review: written } = await reviewedCourse();
    const byOther = await reply(otherTrainer, course.id, written.id, { text: 'Try my course instead.' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error).toEqual({
      code: 'not_your_course',
      message: 'Only the trainer of this course can reply to its reviews.',
    });
    expect((await reply(buyer, course.id, written.id, { text: 'Me again.' })).statusCode).toBe(403);
    expect((await reply(trainer, course.id, written.id, { text: ' ' })).statusCode).toBe(400);
    expect((await reply(trainer, course.id, written.id, { text: 'z'.repeat(2001) })).statusCode).toBe(400);
    const missing = await reply(trainer, course.id, '00000000-0000-4000-8000-000000000000', { text: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('review_not_found');
    expect((await reviews(null, course.id)).reviews[0]?.reply).toBeNull();
  });

  it('the reply is the trainer’s: an admin cannot write or overwrite it (403, unchanged) and is not offered it; she hides instead', async () => {
    const { course, review: written } = await reviewedCourse();
    await reply(trainer, course.id, written.id, { text: 'Thank you, Amara.' });
    const byAdmin = await reply(admin, course.id, written.id, { text: 'Thanks from the team.' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.code).toBe('not_your_course');
    const seen = await reviews(admin, course.id);
    expect(seen).toMatchObject({ canReply: false, canModerate: true });
    expect(seen.reviews[0]?.reply).toMatchObject({ text: 'Thank you, Amara.', authorName: 'Maria Santos' });
  });
});

describe('issue 27 item 7: an admin hides a review with a reason', () => {
  it('hidden: off the page and the average, the author sees it with the reason, admins see it marked; audited', async () => {
    const { course, buyer, review: written } = await reviewedCourse('Terrible, the trainer is a fraud.');
    const second = await signedInAs(t.app, 'student');
    await buy(t.app, second, course.id);
    await review(second, course.id, { stars: 3, text: 'Decent.' });
    t.clock.advance(1000);

    const hidden = await hide(admin, course.id, written.id, { reason: '  Personal attack on the trainer.  ' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toEqual({
      at: t.clock.now().toISOString(),
      reason: 'Personal attack on the trainer.',
    });

    const publicPage = await reviews(null, course.id);
    expect(publicPage.total).toBe(1);
    expect(publicPage.reviews.map((r) => r.text)).toEqual(['Decent.']);
    expect((await reviews(trainer, course.id)).reviews.map((r) => r.text)).toEqual(['Decent.']);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 3,
      ratingCount: 1,
    });
    const authorPage = await reviews(buyer, course.id);
    expect(authorPage.mine?.hidden?.reason).toBe('Personal attack on the trainer.');
    expect(authorPage.reviews.find((r) => r.isMine)?.hidden).not.toBeNull();
    const adminPage = await reviews(admin, course.id);
    expect(adminPage).toMatchObject({ total: 2, canModerate: true });

    const [entry] = await auditOf(written.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'course_review.hidden',
      subjectType: 'course_review',
      subjectUserId: buyer.id,
      reason: 'Personal attack on the trainer.',
      summary: 'Hid a review by Amara Okafor of “Pharmacology Mastery”',
    });

    // The trainer may not reply to what she cannot see; editing keeps it hidden.
    expect((await reply(trainer, course.id, written.id, { text: 'Hm.' })).statusCode).toBe(404);
    expect((await review(buyer, course.id, { stars: 4, text: 'Calmer words.' })).json().hidden).not.toBeNull();

    const again = await hide(admin, course.id, written.id, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('review_already_hidden');

    const shown = await unhide(admin, course.id, written.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().hidden).toBeNull();
    expect((await reviews(null, course.id)).total).toBe(2);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json()).toMatchObject({
      rating: 3.5,
      ratingCount: 2,
    });
    const entries = await auditOf(written.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['course_review.hidden', 'course_review.shown']);
    expect(entries.find((e) => e.action === 'course_review.shown')).toMatchObject({
      actorId: admin.id,
      subjectUserId: buyer.id,
      reason: 'Personal attack on the trainer.',
      summary: 'Showed again a review by Amara Okafor of “Pharmacology Mastery”',
      before: { hidden: true, stars: 4, text: 'Calmer words.' },
      after: { hidden: false, stars: 4, text: 'Calmer words.' },
    });
    expect((await unhide(admin, course.id, written.id)).json().error.code).toBe('review_not_hidden');
  });

  it('hiding without a reason is 400; by a trainer or student 403; nothing changes and nothing is audited', async () => {
    const { course, review: written } = await reviewedCourse();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'r'.repeat(301) }]) {
      expect((await hide(admin, course.id, written.id, body)).statusCode).toBe(400);
    }
    const byTrainer = await hide(trainer, course.id, written.id, { reason: 'I dislike it' });
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json().error.message).toBe('Only administrators can hide or show reviews.');
    expect((await hide(outsider, course.id, written.id, { reason: 'Spam' })).statusCode).toBe(403);
    expect((await unhide(trainer, course.id, written.id)).statusCode).toBe(403);
    expect((await reviews(null, course.id)).total).toBe(1);
    expect(await auditOf(written.id)).toHaveLength(0);
  });

  it('who may not act hears so before the body is checked: a visitor 401, a student or trainer hiding 403, even with an empty body', async () => {
    const { course, review: written } = await reviewedCourse();
    const visitor = await review(null, course.id, {});
    expect(visitor.statusCode).toBe(401);
    expect(
      (await requestAs(t.app, null, 'PUT', `/api/courses/${course.id}/reviews/${written.id}/reply`, {})).statusCode,
    ).toBe(401);
    for (const who of [outsider, trainer]) {
      const refused = await hide(who, course.id, written.id, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Only administrators can hide or show reviews.');
    }
    expect((await reviews(null, course.id)).total).toBe(1);
  });

  it('the trainer dashboard’s average leaves hidden stars out', async () => {
    const owner = await signedInAs(t.app, 'trainer');
    const { course } = await reviewedCourse('Very useful.', owner);
    const low = await signedInAs(t.app, 'student');
    await buy(t.app, low, course.id);
    const lowReview = (await review(low, course.id, { stars: 1, text: 'Spam spam spam' })).json();
    const dashboard = async () => (await requestAs(t.app, owner, 'GET', '/api/trainer/dashboard')).json();
    expect(await dashboard()).toMatchObject({ averageRating: 3, ratingCount: 2 });
    await hide(admin, course.id, lowReview.id, { reason: 'Spam' });
    expect(await dashboard()).toMatchObject({ averageRating: 5, ratingCount: 1 });
  });
});
