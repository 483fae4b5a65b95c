import { z } from 'zod/mini';
import { noControlCharacters } from '../text';
import { VIDEO_STATUSES, videoReviewFields, videoSchema } from './videos';

/**
 * The admins' review of paid videos before they are sold (issue 23, decision 017), on the Content
 * Review page: the same steps as training materials (spec §4): pending -> approved (published) or
 * rejected with comments; a rejected video edited by its trainer is pending again.
 */

/** The status filter of the Videos tab: all, or one status. */
export const VIDEO_REVIEW_FILTERS = ['all', ...VIDEO_STATUSES] as const;
export type VideoReviewFilter = (typeof VIDEO_REVIEW_FILTERS)[number];

export const VIDEO_COMMENTS_MAX = 2000;

/** Query of GET /api/admin/videos: the status filter, all by default. */
export const videoReviewQuerySchema = z.object({
  status: z._default(
    z.enum(VIDEO_REVIEW_FILTERS, { error: `status must be one of: ${VIDEO_REVIEW_FILTERS.join(', ')}.` }),
    'all',
  ),
});

/**
 * Body of POST /api/admin/videos/:videoId/review: approve (the video is published and on sale) or
 * reject, with optional comments (trimmed; empty means none), and the version the admin opened.
 */
export const videoReviewBodySchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected.' }),
  expectedVersion: z
    .int({ error: 'expectedVersion must be the version of the video you opened.' })
    .check(z.minimum(1, 'expectedVersion must be the version of the video you opened.')),
  adminComments: z.optional(
    z
      .string({ error: 'The comments must be text.' })
      .check(
        z.trim(),
        z.maxLength(VIDEO_COMMENTS_MAX, `The comments must be at most ${VIDEO_COMMENTS_MAX} characters.`),
        noControlCharacters('The comments', { multiline: true }),
      ),
  ),
});
export type VideoReviewBody = z.input<typeof videoReviewBodySchema>;

/** A video as the admins' review list shows it: the library's fields (with its URL) and its review. */
const reviewVideoSchema = z.extend(videoSchema, videoReviewFields);
export type ReviewVideo = z.infer<typeof reviewVideoSchema>;

export const reviewVideoListSchema = z.object({ videos: z.array(reviewVideoSchema) });
export type ReviewVideoList = z.infer<typeof reviewVideoListSchema>;
export const reviewVideoResultSchema = z.object({ video: reviewVideoSchema });

/** Spec §8's 'Material has been {status}.' for videos. */
export const videoReviewedMessage = (status: 'approved' | 'rejected') => `Video has been ${status}.`;
