import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { noControlCharacters, visibleText } from '../text';

/**
 * Trainers' videos (spec §2 "Trainer videos", §3 "Trainer video", §4 'published' with views 0 and
 * purchases 0, §5 "Video", §9 categories). Prices in integer cents (0 is free), times ISO 8601.
 */

/** Spec §9: nclex-rn (default), nclex-pn, cardiovascular, respiratory, pharmacology, fundamentals, pediatrics, maternity. */
export const VIDEO_CATEGORIES = [
  'nclex-rn',
  'nclex-pn',
  'cardiovascular',
  'respiratory',
  'pharmacology',
  'fundamentals',
  'pediatrics',
  'maternity',
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const VIDEO_CATEGORY_LABELS: Record<VideoCategory, string> = {
  'nclex-rn': 'NCLEX-RN',
  'nclex-pn': 'NCLEX-PN',
  cardiovascular: msg('Cardiovascular'),
  respiratory: msg('Respiratory'),
  pharmacology: msg('Pharmacology'),
  fundamentals: msg('Fundamentals'),
  pediatrics: msg('Pediatrics'),
  maternity: msg('Maternity'),
};

/**
 * Spec §4: 'published' on upload. Issue 23 (decision 017): a paid video waits for an admin's review
 * ('pending') before it is sold, and is 'published' when approved or 'rejected' with comments; a free
 * video is published at once.
 */
export const VIDEO_STATUSES = ['published', 'pending', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Spec §5 and §8 texts. */
export const VIDEO_TITLE_REQUIRED = msg('Please enter a video title.');
export const VIDEO_LOGIN_REQUIRED = msg('You must be logged in to upload videos.');
export const VIDEO_UPLOADED = msg('Your video has been uploaded successfully.');
/** Decision 017: what a trainer reads after uploading (or changing) a paid video that waits for review. */
export const VIDEO_PENDING_REVIEW = msg(
  'An admin reviews paid videos before they are sold: it appears in the video library once approved.',
);
export const VIDEO_UPLOAD_FAILED = msg('Failed to upload video. Please try again.');
export const VIDEO_URL_INVALID = msg('Please enter the video’s URL, starting with http:// or https://');
export const VIDEO_PRICE_MESSAGE = msg('The price must be a number from 0 to 9,999.99, with at most two decimals.');

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_MAX_PRICE_CENTS = 999_999;

/**
 * Body of POST /api/trainer/videos and PUT /api/trainer/videos/:videoId: the URL where the video
 * is played (http or https), and the price in whole cents, 0 (free) to 999999.
 */
export const videoBodySchema = z.strictObject({
  title: z
    .string({ error: VIDEO_TITLE_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, VIDEO_TITLE_REQUIRED),
      visibleText(VIDEO_TITLE_REQUIRED),
      z.maxLength(VIDEO_TITLE_MAX, msg('The title must be at most {{max}} characters.', { max: VIDEO_TITLE_MAX })),
      noControlCharacters(msg('The title')),
    ),
  category: z._default(
    z.enum(VIDEO_CATEGORIES, {
      error: msg('The category must be one of: {{videoCategories}}.', { videoCategories: VIDEO_CATEGORIES.join(', ') }),
    }),
    'nclex-rn',
  ),
  description: z._default(
    z
      .string({ error: msg('The description must be text.') })
      .check(
        z.trim(),
        z.maxLength(
          VIDEO_DESCRIPTION_MAX,
          msg('The description must be at most {{max}} characters.', { max: VIDEO_DESCRIPTION_MAX }),
        ),
        noControlCharacters(msg('The description'), { multiline: true }),
      ),
    '',
  ),
  videoUrl: z
    .url({ protocol: /^https?$/, error: VIDEO_URL_INVALID })
    .check(z.maxLength(2000, msg('The video URL must be at most 2000 characters.'))),
  priceCents: z._default(
    z
      .int({ error: VIDEO_PRICE_MESSAGE })
      .check(z.minimum(0, VIDEO_PRICE_MESSAGE), z.maximum(VIDEO_MAX_PRICE_CENTS, VIDEO_PRICE_MESSAGE)),
    0,
  ),
});
export type VideoBody = z.input<typeof videoBodySchema>;

/** Where the signed-in reader stands with a video: their own, free, bought, in a course they bought, or to buy. */
const VIDEO_VIEWER_STATES = ['own', 'free', 'purchased', 'included', 'purchasable'] as const;
export type VideoViewerState = (typeof VIDEO_VIEWER_STATES)[number];

/**
 * A video as the API shows it. `videoUrl` is null for a reader who may not watch it yet (a paid
 * video not bought); views count once per student per day, purchases are completed ones.
 */
export const videoSchema = z.object({
  id: z.string(),
  trainerId: z.string(),
  trainerName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  videoUrl: z.nullable(z.string()),
  priceCents: z.int(),
  createdAt: z.string(),
  status: z.enum(VIDEO_STATUSES),
  views: z.int(),
  purchases: z.int(),
  viewerState: z.enum(VIDEO_VIEWER_STATES),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * The review of a paid video (decision 017), as its trainer and admins read it: the version (rises
 * on every edit; a review names the one the admin opened), the admin's comments and when they
 * reviewed, when the trainer last resubmitted it after a rejection, and the rejection's comments
 * that resubmission answers. Times ISO 8601.
 */
export const videoReviewFields = {
  version: z.int(),
  adminComments: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  resubmittedAt: z.nullable(z.string()),
  previousAdminComments: z.nullable(z.string()),
};

/** One of the trainer's videos, with what it earned them (80% shares less refunds), in cents, and its review. */
const trainerVideoSchema = z.extend(videoSchema, { earnedCents: z.int(), ...videoReviewFields });
export type TrainerVideo = z.infer<typeof trainerVideoSchema>;

/** GET /api/trainer/videos: the trainer's videos, newest first, with the Analytics tab's totals. */
export const trainerVideosSchema = z.object({
  videos: z.array(trainerVideoSchema),
  totals: z.object({ videos: z.int(), views: z.int(), purchases: z.int(), earningsCents: z.int() }),
});
export type TrainerVideos = z.infer<typeof trainerVideosSchema>;

/** GET /api/videos?trainerId=: published videos, newest first. */
export const videoListSchema = z.object({ videos: z.array(videoSchema) });
export type VideoList = z.infer<typeof videoListSchema>;

export const videoListQuerySchema = z.object({
  trainerId: z.optional(entityId(msg('The trainer id'))),
});

export const videoParamsSchema = z.object({
  videoId: entityId(msg('The video id')),
});

export const videoResultSchema = z.object({ video: trainerVideoSchema });

/** Answer of POST /api/videos/:videoId/views: the video with its URL, as the viewer may now watch it. */
export const videoViewSchema = z.object({ video: videoSchema });

/** The video form's values on /trainer-videos: the price in dollars, '' meaning free (spec §5). */
export type VideoFormValues = {
  title: string;
  category: VideoCategory;
  description: string;
  videoUrl: string;
  price: number | string;
};
