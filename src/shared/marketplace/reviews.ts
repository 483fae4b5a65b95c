import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';
import { ratingBodySchema } from './courses';

/**
 * Contracts of course reviews (issue 27 item 7): a buyer (completed purchase) rates a course from 1
 * to 5 stars and writes a review in text, which she may edit; the course page lists the reviews
 * newest first with the trainer's one reply under each; only the course's trainer replies; an
 * admin hides a review with a reason and may show it again. A hidden review leaves the page and
 * the averages (its stars do not count); its author still sees it, with the reason. A refund
 * removes the buyer's rating and review with it. Text is shown as plain text, never HTML.
 */

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 300;
/** Reviews per page of GET /api/courses/:courseId/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

const REVIEW_REQUIRED = msg('Write your review: a few words on what the course did for you.');
const REPLY_REQUIRED = msg('Write your reply before saving it.');
const REASON_REQUIRED = msg('Give the reason for hiding this review: its author will read it.');

/** Body of PUT /api/courses/:courseId/review: the stars (1-5) and the review's text (1 to 2,000 characters after trimming). */
export const reviewBodySchema = z.strictObject({
  stars: ratingBodySchema.shape.stars,
  text: z
    .string({ error: REVIEW_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REVIEW_REQUIRED),
      visibleText(REVIEW_REQUIRED),
      z.maxLength(
        REVIEW_TEXT_MAX,
        msg('A review must be at most {{max}} characters.', { max: REVIEW_TEXT_MAX.toLocaleString('en-US') }),
      ),
      noControlCharacters(msg('The review'), { multiline: true }),
    ),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** Body of PUT /api/courses/:courseId/reviews/:reviewId/reply: the reply's text (1 to 2,000 characters after trimming). */
export const reviewReplyBodySchema = z.strictObject({
  text: z
    .string({ error: REPLY_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REPLY_REQUIRED),
      visibleText(REPLY_REQUIRED),
      z.maxLength(
        REVIEW_REPLY_MAX,
        msg('A reply must be at most {{max}} characters.', { max: REVIEW_REPLY_MAX.toLocaleString('en-US') }),
      ),
      noControlCharacters(msg('The reply'), { multiline: true }),
    ),
});
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

/** Body of PUT /api/courses/:courseId/reviews/:reviewId/hidden: why an admin hides it (1 to 300 characters). */
export const reviewHideBodySchema = z.strictObject({
  reason: z
    .string({ error: REASON_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, REASON_REQUIRED),
      visibleText(REASON_REQUIRED),
      z.maxLength(
        REVIEW_HIDE_REASON_MAX,
        msg('The reason must be at most {{max}} characters.', { max: REVIEW_HIDE_REASON_MAX }),
      ),
      noControlCharacters(msg('The reason'), { multiline: true }),
    ),
});
export type ReviewHideBody = z.infer<typeof reviewHideBodySchema>;

/** The name an account gets when an admin deletes it (account feature's anonymiseAccount). */
const DELETED_ACCOUNT_NAME = msg('Deleted user');

/**
 * How the course page names a reviewer (issue 27 item 7): her first name and the initial of her
 * last ("Amara Okafor" -> "Amara O."); a one-word name stays whole; a deleted account is "A former
 * student".
 */
export function reviewerDisplayName(fullName: string): string {
  if (fullName.trim() === DELETED_ACCOUNT_NAME || fullName.trim() === '') return msg('A former student');
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? msg('A former student'));
}

/** Path of a review's routes: the course and the review's id. */
export const reviewParamsSchema = z.object({
  courseId: entityId(msg('The course id')),
  reviewId: entityId(msg('The review id')),
});

/** GET /api/courses/:courseId/reviews?page=: page from 1. */
export const reviewListQuerySchema = z.object({ page: pageNumber });

/** One review as the course page shows it. Times are ISO 8601 instants; stars 1-5. */
export const courseReviewSchema = z.object({
  id: z.string(),
  stars: z.int(),
  text: z.string(),
  /** The reviewer as the page names her: first name and the initial of the last ("Amara O."). */
  reviewerName: z.string(),
  /** When the text was last written. */
  reviewedAt: z.string(),
  /** True for the reader's own review. */
  isMine: z.boolean(),
  reply: z.nullable(z.object({ text: z.string(), repliedAt: z.string(), authorName: z.string() })),
  /** Set only for a hidden review, which only its author and admins see. */
  hidden: z.nullable(z.object({ at: z.string(), reason: z.string() })),
});
export type CourseReview = z.infer<typeof courseReviewSchema>;

/**
 * GET /api/courses/:courseId/reviews: one page of reviews, newest first (admins also see hidden
 * ones, marked); `total` counts what the reader may see; `mine` is the reader's own review on
 * any page (hidden or not) or null; `canReply` and `canModerate` say what the reader may do.
 */
export const courseReviewPageSchema = z.object({
  reviews: z.array(courseReviewSchema),
  total: z.int(),
  page: z.int(),
  hasMore: z.boolean(),
  mine: z.nullable(courseReviewSchema),
  canReply: z.boolean(),
  canModerate: z.boolean(),
});
export type CourseReviewPage = z.infer<typeof courseReviewPageSchema>;
