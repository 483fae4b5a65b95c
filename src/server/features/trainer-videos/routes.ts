import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import { msg } from '../../../shared/i18n/msg';
import { entityId } from '../../../shared/ids';
import { ADMIN_REVIEW_RESTRICTED, TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import {
  reviewVideoListSchema,
  reviewVideoResultSchema,
  videoReviewBodySchema,
  videoReviewQuerySchema,
} from '../../../shared/trainer-videos/video-review';
import {
  trainerVideosSchema,
  VIDEO_LOGIN_REQUIRED,
  videoBodySchema,
  videoListQuerySchema,
  videoListSchema,
  videoParamsSchema,
  videoResultSchema,
  videoViewSchema,
} from '../../../shared/trainer-videos/videos';
import { optionalUser, requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { openVideo } from './open-video';
import type { IncludedVideoAccess } from './to-videos';
import { sendVideoFile } from './video-files';
import { listPublishedVideos } from './video-lists';
import { listVideosForReview, reviewVideo } from './video-review';
import { createVideo, listTrainerVideos, updateVideo } from './videos';

/** The sentence for a viewer who opens a video while signed out. */
const WATCH_LOGIN_REQUIRED = msg('Please log in to watch videos.');

/**
 * preHandler of the trainer's side: 401 with the spec's login sentence (§5) signed out, 403
 * `forbidden` with TRAINER_TOOLS_RESTRICTED without `trainerTools`.
 */
const requireTrainerTools = requireCapability('trainerTools', {
  signedOut: VIDEO_LOGIN_REQUIRED,
  forbidden: TRAINER_TOOLS_RESTRICTED,
});

/** OpenAPI tags of the trainer's and the viewers' routes. */
const tags = ['videos'];

/**
 * The trainer's videos (spec §2 "Trainer videos", §4, §5 "Video"), at /api/trainer/videos:
 * trainers and admins upload, list (with analytics) and edit their own videos.
 */
export const trainerVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/trainer/videos (videoBodySchema: price in cents, absent or 0 free) -> 201 { video }
   * with views 0 and purchases 0 (§4): published when free, pending an admin's review when paid
   * (decision 017). 400 with the broken rule (§5).
   */
  app.post(
    '',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Upload (publish) a video',
        body: videoBodySchema,
        response: { 201: videoResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ video: await createVideo(app.db, signedInUser(request), request.body, app.clock()) }),
  );

  /** GET /api/trainer/videos -> the trainer's own videos, newest first, with views, purchases, earnings and totals. */
  app.get(
    '',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'My videos and their analytics',
        response: { 200: trainerVideosSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listTrainerVideos(app.db, signedInUser(request)),
  );

  /**
   * PUT /api/trainer/videos/:videoId with every field -> { video }; a paid video with a new URL,
   * newly priced, pending or rejected (a resubmission) waits for review (decision 017). 404 not the
   * reader's; 400 as for upload.
   */
  app.put(
    '/:videoId',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Edit my video',
        params: videoParamsSchema,
        body: videoBodySchema,
        response: { 200: videoResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      video: await updateVideo(
        app.db,
        { videoId: request.params.videoId, trainer: signedInUser(request), body: request.body },
        app.clock(),
      ),
    }),
  );
};

/**
 * The video library (spec §2 "Trainer videos", §4, §9 categories), at /api/videos: anyone lists
 * published videos; a signed-in viewer opens one (a view). A paid one is bought through an order
 * (POST /api/orders with kind `video`, issue 26). `included` (given by the app: a course's video lessons)
 * says which paid videos a viewer has with a course they bought.
 */
export const videoLibraryRoutes: FastifyPluginAsyncZod<{ included?: IncludedVideoAccess }> = async (
  app,
  { included },
) => {
  /**
   * GET /api/videos?trainerId= -> { videos } published, newest first, each with where the reader
   * stands; `videoUrl` only for a reader who may watch it (else null).
   */
  app.get(
    '',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The video library',
        querystring: videoListQuerySchema,
        response: { 200: videoListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      videos: await listPublishedVideos(app.db, {
        trainerId: request.query.trainerId,
        viewer: request.user,
        included,
      }),
    }),
  );

  /**
   * POST /api/videos/:videoId/views -> { video } with its URL; counts a view once per viewer per
   * UTC day (not the trainer's own). 401 signed out; 403 a paid video not bought; 404.
   */
  app.post(
    '/:videoId/views',
    {
      preHandler: requireSignedIn(WATCH_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'Open (watch) a video',
        params: videoParamsSchema,
        response: { 200: videoViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      video: await openVideo(
        app.db,
        { videoId: request.params.videoId, viewer: signedInUser(request), included },
        app.clock(),
      ),
    }),
  );

  /**
   * GET /api/videos/files/:fileId/video.mp4 -> the MP4 kept in the file store that a video's URL
   * names (issue 27 item 4: the demo clip, a trainer's MP4 material), to a signed-in viewer who may
   * watch that video. 401 signed out; 404 otherwise.
   */
  app.get(
    '/files/:fileId/video.mp4',
    {
      preHandler: requireSignedIn(WATCH_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'A video file kept in the file store',
        params: z.object({ fileId: entityId('The file id') }),
        response: { ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendVideoFile(app.db, reply, { fileId: request.params.fileId, viewer: signedInUser(request), included }),
  );
};

/**
 * preHandler of the videos' review: 401 signed out; 403 with spec §2's 'Access Restricted: This
 * page is only available for administrators.' without `adminReview`.
 */
const requireAdminReview = requireCapability('adminReview', { forbidden: ADMIN_REVIEW_RESTRICTED });

/**
 * The review of paid videos before they are sold (issue 23, decision 017), at /api/admin/videos:
 * admins list every trainer's videos by status and approve or reject pending ones.
 */
export const videoReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/videos?status=all|published|pending|rejected -> { videos } every trainer's, newest first (admins). */
  app.get(
    '',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Videos to review, by status, newest first (admins)',
        querystring: videoReviewQuerySchema,
        response: { 200: reviewVideoListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      videos: await listVideosForReview(app.db, request.query.status, signedInUser(request)),
    }),
  );

  /**
   * POST /api/admin/videos/:videoId/review { status: approved|rejected, expectedVersion,
   * adminComments? } -> { video } published or rejected (admins). 409 not pending or changed since
   * opened; 404.
   */
  app.post(
    '/:videoId/review',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Approve (publish) or reject a pending paid video (admins)',
        params: videoParamsSchema,
        body: videoReviewBodySchema,
        response: { 200: reviewVideoResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      video: await reviewVideo(app.db, request.params.videoId, signedInUser(request), request.body, app.clock()),
    }),
  );
};
