import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-error-schema';
import { msg } from '../../../../shared/i18n/msg';
import { courseParamsSchema } from '../../../../shared/marketplace/courses';
import {
  courseReviewPageSchema,
  courseReviewSchema,
  reviewBodySchema,
  reviewHideBodySchema,
  reviewListQuerySchema,
  reviewParamsSchema,
  reviewReplyBodySchema,
} from '../../../../shared/marketplace/reviews';
import { optionalUser, requireCapability, requireUser, signedInUser } from '../../auth/service';
import { hideReview, listCourseReviews, replyToReview, showReview, writeReview } from './reviews';

/**
 * Course reviews (issue 27 item 7), under /api/courses: anyone reads a course's reviews; its buyers
 * write and edit theirs; its trainer replies; admins hide and show them again. Who may
 * not act is refused (401, 403) before the body is checked, so she never reads a field's sentence.
 */
export const courseReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  /** GET /api/courses/:courseId/reviews?page= -> one page of reviews, newest first. 404 course not visible. */
  app.get(
    '/:courseId/reviews',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Reviews of a course, newest first, 10 a page',
        params: courseParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: courseReviewPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => listCourseReviews(app.db, request.params.courseId, request.user, request.query.page),
  );

  /** PUT /api/courses/:courseId/review { stars, text } -> the reader's review. 403 unless she bought the course. */
  app.put(
    '/:courseId/review',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Write or edit your review of a course you bought',
        params: courseParamsSchema,
        body: reviewBodySchema,
        response: { 200: courseReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      writeReview(
        app.db,
        { courseId: request.params.courseId, author: signedInUser(request), body: request.body },
        app.clock(),
      ),
  );

  /** PUT /api/courses/:courseId/reviews/:reviewId/reply { text } -> the review. 403 unless the course's trainer. */
  app.put(
    '/:courseId/reviews/:reviewId/reply',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Write or edit the trainer's reply to a review",
        params: reviewParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: courseReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      replyToReview(
        app.db,
        { ...request.params, replier: signedInUser(request), text: request.body.text },
        app.clock(),
      ),
  );

  const adminOnly = requireCapability('adminFeatures', {
    forbidden: msg('Only administrators can hide or show reviews.'),
  });

  /** PUT /api/courses/:courseId/reviews/:reviewId/hidden { reason } -> the review, hidden (admins). 409 already hidden. */
  app.put(
    '/:courseId/reviews/:reviewId/hidden',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Hide a review with a reason (admins)',
        params: reviewParamsSchema,
        body: reviewHideBodySchema,
        response: { 200: courseReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      hideReview(app.db, { ...request.params, admin: signedInUser(request), reason: request.body.reason }, app.clock()),
  );

  /** DELETE /api/courses/:courseId/reviews/:reviewId/hidden -> the review, shown again (admins). 409 not hidden. */
  app.delete(
    '/:courseId/reviews/:reviewId/hidden',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Show a hidden review again (admins)',
        params: reviewParamsSchema,
        response: { 200: courseReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => showReview(app.db, { ...request.params, admin: signedInUser(request) }, app.clock()),
  );
};
