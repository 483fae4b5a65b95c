import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { msg } from '../../../../shared/i18n/msg';
import {
  type CourseReview,
  type CourseReviewPage,
  REVIEWS_PAGE_SIZE,
  type ReviewBody,
  reviewerDisplayName,
} from '../../../../shared/marketplace/reviews';
import { can } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { isUuid } from '../../../lib/query-text';
import { findUserNames } from '../../account/service';
import { recordAudit } from '../../audit/service';
import { getCourse } from '../courses';
import { courseRatings, courses, purchases } from '../tables';

type RatingRow = typeof courseRatings.$inferSelect;

/** The 404 of a review that is not on this course, has no text, or that the reader may not see. */
function reviewNotFound(): AppError {
  return new AppError('review_not_found', {
    status: 404,
    message: msg('This review is not on this course any more. Reload the page to see its current reviews.'),
  });
}

/** Rows as the API shows them to `viewer`, with the reviewers' and repliers' names. */
async function toReviews(
  db: Database,
  rows: readonly RatingRow[],
  viewer: AccountUser | null,
): Promise<CourseReview[]> {
  const names = await findUserNames(db, [
    ...new Set(rows.flatMap((row) => (row.replyAuthorId ? [row.userId, row.replyAuthorId] : [row.userId]))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars,
    text: row.reviewText ?? '',
    reviewerName: reviewerDisplayName(names.get(row.userId) ?? ''),
    reviewedAt: (row.reviewedAt ?? row.updatedAt).toISOString(),
    isMine: row.userId === viewer?.id,
    reply:
      row.replyText && row.repliedAt
        ? {
            text: row.replyText,
            repliedAt: row.repliedAt.toISOString(),
            authorName: (row.replyAuthorId && names.get(row.replyAuthorId)) || 'The trainer',
          }
        : null,
    hidden: row.hiddenAt && row.hiddenReason ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null,
  }));
}

/** Which reviews of a course `viewer` may read: those not hidden, her own, and all of them for an admin. */
function visibleTo(viewer: AccountUser | null): SQL | undefined {
  if (can(viewer, 'adminFeatures')) return undefined;
  return viewer
    ? or(isNull(courseRatings.hiddenAt), eq(courseRatings.userId, viewer.id))
    : isNull(courseRatings.hiddenAt);
}

/**
 * Page `page` (from 1, 10 a page) of the reviews of the course `courseId` as `viewer` (null when
 * signed out) reads them, newest first (issue 27 item 7): ratings with a review text, without the
 * hidden ones except her own (marked, with the reason) and, for an admin, all of them (marked).
 * Errors: 404 course_not_found when the course does not exist or the reader may not see it.
 */
export async function listCourseReviews(
  db: Database,
  courseId: string,
  viewer: AccountUser | null,
  page: number,
): Promise<CourseReviewPage> {
  const course = await getCourse(db, courseId, viewer);
  const where = and(eq(courseRatings.courseId, courseId), isNotNull(courseRatings.reviewText), visibleTo(viewer));
  const [rows, [counted], mineRows] = await Promise.all([
    db
      .select()
      .from(courseRatings)
      .where(where)
      .orderBy(desc(courseRatings.reviewedAt), desc(courseRatings.id))
      .limit(REVIEWS_PAGE_SIZE + 1)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(courseRatings).where(where),
    viewer
      ? db
          .select()
          .from(courseRatings)
          .where(
            and(
              eq(courseRatings.courseId, courseId),
              eq(courseRatings.userId, viewer.id),
              isNotNull(courseRatings.reviewText),
            ),
          )
      : Promise.resolve([]),
  ]);
  const [reviews, mine] = await Promise.all([
    toReviews(db, rows.slice(0, REVIEWS_PAGE_SIZE), viewer),
    toReviews(db, mineRows, viewer),
  ]);
  return {
    reviews,
    total: counted?.total ?? 0,
    page,
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
    mine: mine[0] ?? null,
    canReply: viewer !== null && course.trainerId === viewer.id,
    canModerate: can(viewer, 'adminFeatures'),
  };
}

/** The review `reviewId` of the course `courseId`, locked for update. Errors: 404 review_not_found. */
async function lockReview(tx: Database, courseId: string, reviewId: string): Promise<RatingRow> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  const [row] = await tx
    .select()
    .from(courseRatings)
    .where(
      and(eq(courseRatings.id, reviewId), eq(courseRatings.courseId, courseId), isNotNull(courseRatings.reviewText)),
    )
    .for('update');
  if (!row) throw reviewNotFound();
  return row;
}

/** One review as `viewer` reads it. */
async function reviewOf(db: Database, row: RatingRow, viewer: AccountUser): Promise<CourseReview> {
  const [review] = await toReviews(db, [row], viewer);
  if (!review) throw new Error('a review row gave no review');
  return review;
}

/**
 * `author` writes, or rewrites, her review of the course `courseId` at `at`: its stars (1-5) and
 * its text (issue 27 item 7). One rating per buyer per course, so the review sets her rating too.
 * Only a buyer with a completed purchase may; a hidden review stays hidden when its author edits
 * it, and the trainer's reply stays. Errors: 404 course_not_found; 403 not_a_buyer.
 */
export async function writeReview(
  db: Database,
  { courseId, author, body }: { courseId: string; author: AccountUser; body: ReviewBody },
  at: Date,
): Promise<CourseReview> {
  await getCourse(db, courseId, author);
  const row = await db.transaction(async (tx) => {
    // FOR SHARE, as rateCourse: a refund removing the rating waits for this review or is seen here.
    const [purchase] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.courseId, courseId), eq(purchases.userId, author.id), eq(purchases.status, 'completed')))
      .for('share');
    if (!purchase) {
      throw new AppError('not_a_buyer', {
        status: 403,
        message: msg('Only students who bought this course can review it.'),
      });
    }
    const [saved] = await tx
      .insert(courseRatings)
      .values({
        courseId,
        userId: author.id,
        stars: body.stars,
        reviewText: body.text,
        reviewedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [courseRatings.courseId, courseRatings.userId],
        set: {
          stars: body.stars,
          reviewText: body.text,
          reviewedAt: sql`excluded.reviewed_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    if (!saved) throw new Error('the review was not saved');
    return saved;
  });
  return reviewOf(db, row, author);
}

/**
 * The course's trainer writes, or rewrites, the one reply to the review `reviewId` at `at` (issue 27
 * item 7: "the trainer's reply"). Only she may: an admin moderates by hiding a review, and never
 * writes over the trainer's words. Errors: 404 course_not_found; 403 not_your_course for anyone else
 * (another trainer, an admin); 404 review_not_found (also for a hidden review).
 */
export async function replyToReview(
  db: Database,
  { courseId, reviewId, replier, text }: { courseId: string; reviewId: string; replier: AccountUser; text: string },
  at: Date,
): Promise<CourseReview> {
  const course = await getCourse(db, courseId, replier);
  if (course.trainerId !== replier.id) {
    throw new AppError('not_your_course', {
      status: 403,
      message: msg('Only the trainer of this course can reply to its reviews.'),
    });
  }
  const row = await db.transaction(async (tx) => {
    const review = await lockReview(tx, courseId, reviewId);
    if (review.hiddenAt) throw reviewNotFound();
    const [saved] = await tx
      .update(courseRatings)
      .set({ replyText: text, repliedAt: at, replyAuthorId: replier.id })
      .where(eq(courseRatings.id, review.id))
      .returning();
    if (!saved) throw reviewNotFound();
    return saved;
  });
  return reviewOf(db, row, replier);
}

/** The reviewer's account name for the audit log's sentence. */
async function reviewerName(db: Database, userId: string): Promise<string> {
  return (await findUserNames(db, [userId])).get(userId) ?? 'a deleted account';
}

/** The course's title for the audit log's sentence. */
async function courseTitle(db: Database, courseId: string): Promise<string> {
  const [row] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  return row?.title ?? 'a course';
}

/**
 * An admin hides (`reason` given) or shows again (`reason` null) the review `reviewId` at `at`:
 * one transaction with the audit entry `course_review.hidden` or `course_review.shown`, which keeps
 * the stars and text on both sides and the reason (the one it was hidden for, when shown again).
 * Errors: 404 course_not_found, review_not_found; 409 review_already_hidden, review_not_hidden.
 */
async function setReviewHidden(
  db: Database,
  {
    courseId,
    reviewId,
    admin,
    reason,
  }: { courseId: string; reviewId: string; admin: AccountUser; reason: string | null },
  at: Date,
): Promise<CourseReview> {
  await getCourse(db, courseId, admin);
  const hiding = reason !== null;
  const row = await db.transaction(async (tx) => {
    const review = await lockReview(tx, courseId, reviewId);
    if (hiding && review.hiddenAt) {
      throw new AppError('review_already_hidden', {
        status: 409,
        message: msg('This review is already hidden. Reload the page to see its current state.'),
      });
    }
    if (!hiding && !review.hiddenAt) {
      throw new AppError('review_not_hidden', {
        status: 409,
        message: msg('This review is not hidden. Reload the page to see its current state.'),
      });
    }
    const [saved] = await tx
      .update(courseRatings)
      .set(
        hiding
          ? { hiddenAt: at, hiddenById: admin.id, hiddenReason: reason }
          : { hiddenAt: null, hiddenById: null, hiddenReason: null },
      )
      .where(eq(courseRatings.id, review.id))
      .returning();
    if (!saved) throw reviewNotFound();
    const content = { stars: review.stars, text: review.reviewText };
    const of = `a review by ${await reviewerName(tx, review.userId)} of “${await courseTitle(tx, courseId)}”`;
    await recordAudit(tx, {
      actorId: admin.id,
      action: hiding ? 'course_review.hidden' : 'course_review.shown',
      subjectType: 'course_review',
      subjectId: review.id,
      subjectUserId: review.userId,
      summary: hiding ? `Hid ${of}` : `Showed again ${of}`,
      before: { hidden: !hiding, ...content },
      after: { hidden: hiding, ...content },
      reason: reason ?? review.hiddenReason,
      at,
    });
    return saved;
  });
  return reviewOf(db, row, admin);
}

/**
 * An admin hides the review `reviewId` with `reason` at `at` (issue 27 item 7): it leaves the
 * course page and the averages; its author sees it hidden with the reason. In one transaction with
 * the audit entry `course_review.hidden` (the reason; the reviewer as the user acted on).
 * Errors: 404 course_not_found, review_not_found; 409 review_already_hidden.
 */
export function hideReview(
  db: Database,
  args: { courseId: string; reviewId: string; admin: AccountUser; reason: string },
  at: Date,
): Promise<CourseReview> {
  return setReviewHidden(db, args, at);
}

/**
 * An admin shows the hidden review `reviewId` again at `at` (issue 27 item 7): back on the page and
 * in the averages. In one transaction with the audit entry `course_review.shown` (the reason it was
 * hidden for). Errors: 404 course_not_found, review_not_found; 409 review_not_hidden.
 */
export function showReview(
  db: Database,
  args: { courseId: string; reviewId: string; admin: AccountUser },
  at: Date,
): Promise<CourseReview> {
  return setReviewHidden(db, { ...args, reason: null }, at);
}
