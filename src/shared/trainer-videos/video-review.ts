import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
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
    z.enum(VIDEO_REVIEW_FILTERS, {
      error: msg('status must be one of: {{videoReviewFilters}}.', {
        videoReviewFilters: VIDEO_REVIEW_FILTERS.join(', '),
      }),
    }),
    'all',
  ),
});

/**
 * Body of POST /api/admin/videos/:videoId/review: approve (the video is published and on sale) or
 * reject, with optional comments (trimmed; empty means none), and the version the admin opened.
 */
export const videoReviewBodySchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: msg('status must be approved or rejected.') }),
  expectedVersion: z
    .int({ error: msg('expectedVersion must be the version of the video you opened.') })
    .check(z.minimum(1, msg('expectedVersion must be the version of the video you opened.'))),
  adminComments: z.optional(
    z
      .string({ error: msg('The comments must be text.') })
      .check(
        z.trim(),
        z.maxLength(
          VIDEO_COMMENTS_MAX,
          msg('The comments must be at most {{max}} characters.', { max: VIDEO_COMMENTS_MAX }),
        ),
        noControlCharacters(msg('The comments'), { multiline: true }),
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
export const videoReviewedMessage = (status: 'approved' | 'rejected') =>
  status === 'approved' ? msg('Video has been approved.') : msg('Video has been rejected.');
