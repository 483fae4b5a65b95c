import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  courseBodySchema,
  courseDetailSchema,
  courseListSchema,
  courseParamsSchema,
  coursePresentationBodySchema,
  courseSearchQuerySchema,
  publicationBodySchema,
  ratingBodySchema,
} from '../../../shared/marketplace/courses';
import { optionalUser, requireCapability, requireUser, signedInUser } from '../auth/service';
import { sendStoredFile } from '../files/service';
import {
  createCourse,
  findCourseCover,
  getCourse,
  listPublishedCourses,
  setCoursePresentation,
  setCoursePublication,
  updateCourse,
} from './courses';
import { rateCourse } from './ratings';

/**
 * The course marketplace (spec §2 "Course Marketplace", "Create Course"; §4; §5; §6): anyone lists
 * and reads published courses; trainers and admins create them; a course's trainer (or an admin)
 * edits and publishes it; a signed-in user buys and rates.
 */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  /** GET /api/courses?search= -> { courses } published, newest first, each with the reader's viewerState. */
  app.get(
    '/',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Published courses, searchable by title, description and category',
        querystring: courseSearchQuerySchema,
        response: { 200: courseListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ courses: await listPublishedCourses(app.db, request.user, request.query.search) }),
  );

  /** POST /api/courses (trainers and admins, spec §6) -> 201 the course. 400 with the broken rule (spec §5). */
  app.post(
    '/',
    {
      preHandler: requireCapability('createCourses'),
      schema: {
        tags,
        summary: 'Create a course',
        body: courseBodySchema,
        response: { 201: courseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCourse(app.db, signedInUser(request), request.body, app.clock())),
  );

  /** GET /api/courses/:courseId -> the course; 404 when it does not exist or is a draft the reader may not see. */
  app.get(
    '/:courseId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'One course',
        params: courseParamsSchema,
        response: { 200: courseDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCourse(app.db, request.params.courseId, request.user),
  );

  /** PUT /api/courses/:courseId with every field -> the course. 403 another trainer's course; 404. */
  app.put(
    '/:courseId',
    {
      preHandler: requireCapability('createCourses'),
      schema: {
        tags,
        summary: 'Edit a course (its trainer or an admin)',
        params: courseParamsSchema,
        body: courseBodySchema,
        response: { 200: courseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateCourse(app.db, request.params.courseId, signedInUser(request), request.body, app.clock()),
  );

  /** PATCH /api/courses/:courseId/publication { isPublished } -> the course. 403 another trainer's course; 404. */
  app.patch(
    '/:courseId/publication',
    {
      preHandler: requireCapability('createCourses'),
      schema: {
        tags,
        summary: 'Publish or unpublish a course (its trainer or an admin)',
        params: courseParamsSchema,
        body: publicationBodySchema,
        response: { 200: courseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setCoursePublication(
        app.db,
        request.params.courseId,
        signedInUser(request),
        request.body.isPublished,
        app.clock(),
      ),
  );

  /**
   * PUT /api/courses/:courseId/presentation { outline, coverFileId } -> the course (issue 27 item 1):
   * the short outline and the cover image (the editor's own `course-cover` upload, or null). 400 a
   * cover that is not theirs or not an image; 403 another trainer's course; 404.
   */
  app.put(
    '/:courseId/presentation',
    {
      preHandler: requireCapability('createCourses'),
      schema: {
        tags,
        summary: 'Set a course’s short outline and cover image (its trainer or an admin)',
        params: courseParamsSchema,
        body: coursePresentationBodySchema,
        response: { 200: courseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setCoursePresentation(app.db, request.params.courseId, signedInUser(request), request.body, app.clock()),
  );

  /** GET /api/courses/:courseId/cover -> the cover image, for everyone who may see the course; 404 without one. */
  app.get(
    '/:courseId/cover',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'A course’s cover image',
        params: courseParamsSchema,
        response: { ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendStoredFile(app.db, reply, await findCourseCover(app.db, request.params.courseId, request.user)),
  );

  /** PUT /api/courses/:courseId/rating { stars } -> the course with its new average. 403 unless the reader bought it. */
  app.put(
    '/:courseId/rating',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rate a course you bought (1 to 5 stars)',
        params: courseParamsSchema,
        body: ratingBodySchema,
        response: { 200: courseDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      rateCourse(
        app.db,
        { courseId: request.params.courseId, rater: signedInUser(request), stars: request.body.stars },
        app.clock(),
      ),
  );
};
