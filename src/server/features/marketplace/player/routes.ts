import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-error-schema';
import {
  certificateParamsSchema,
  certificateVerificationSchema,
  coursePlayerSchema,
  lessonContentSchema,
  lessonParamsSchema,
  lessonQuizStartSchema,
  myCoursesSchema,
} from '../../../../shared/marketplace/course-player';
import { courseParamsSchema } from '../../../../shared/marketplace/courses';
import { optionalUser, requireUser, signedInUser } from '../../auth/service';
import { sendStoredFile } from '../../files/service';
import { certificatePdf, sendPdf, verifyCertificate } from './certificates';
import { findLessonFile, openLesson, setLessonCompletion, startQuizOfLesson } from './lessons';
import { getCoursePlayer, listMyCourses } from './progress';

/**
 * The course player (issue 27 item 2), registered under /api/courses: the course as a learner works
 * through it, its lessons, Mark complete / Mark incomplete, a quiz lesson's attempt, and the
 * certificate's PDF. Buyers, the course's trainer and admins open every lesson; everyone the
 * free-preview ones.
 */
export const coursePlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['course player'];

  /** GET /api/courses/:courseId/player -> the curriculum with the reader's progress. 404 when she may not see the course. */
  app.get(
    '/:courseId/player',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'A course as the reader works through it: curriculum, completion, where to continue',
        params: courseParamsSchema,
        response: { 200: coursePlayerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCoursePlayer(app.db, request.params.courseId, request.user, app.clock()),
  );

  /** GET /api/courses/:courseId/lessons/:lessonId -> the lesson's content; a buyer's place is remembered. 403 `lesson_locked`. */
  app.get(
    '/:courseId/lessons/:lessonId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Open a lesson of a course',
        params: lessonParamsSchema,
        response: { 200: lessonContentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      openLesson(
        app.db,
        { courseId: request.params.courseId, lessonId: request.params.lessonId, viewer: request.user },
        app.clock(),
      ),
  );

  /** PUT /api/courses/:courseId/lessons/:lessonId/completion -> the player (Mark complete). Buyers only. */
  app.put(
    '/:courseId/lessons/:lessonId/completion',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark a lesson complete',
        params: lessonParamsSchema,
        response: { 200: coursePlayerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setLessonCompletion(app.db, { ...request.params, viewer: signedInUser(request), complete: true }, app.clock()),
  );

  /** DELETE /api/courses/:courseId/lessons/:lessonId/completion -> the player (Mark incomplete). Buyers only. */
  app.delete(
    '/:courseId/lessons/:lessonId/completion',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark a lesson incomplete',
        params: lessonParamsSchema,
        response: { 200: coursePlayerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setLessonCompletion(app.db, { ...request.params, viewer: signedInUser(request), complete: false }, app.clock()),
  );

  /** POST /api/courses/:courseId/lessons/:lessonId/quiz -> 201 { attemptId, resumed }: the quiz lesson's exam attempt. */
  app.post(
    '/:courseId/lessons/:lessonId/quiz',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Start or resume the quiz of a quiz lesson',
        params: lessonParamsSchema,
        response: { 201: lessonQuizStartSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const started = await startQuizOfLesson(
        app.db,
        { ...request.params, viewer: signedInUser(request) },
        app.clock(),
      );
      return reply.status(201).send(started);
    },
  );

  /** GET /api/courses/:courseId/lessons/:lessonId/file -> a material lesson's upload, for those who may open the lesson. */
  app.get(
    '/:courseId/lessons/:lessonId/file',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Download the file of a material lesson',
        params: lessonParamsSchema,
        response: { ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const fileId = await findLessonFile(app.db, { ...request.params, viewer: request.user });
      return sendStoredFile(app.db, reply, fileId);
    },
  );

  /**
   * GET /api/courses/:courseId/certificate.pdf -> the learner's certificate of completion (PDF).
   * 403 not a buyer; 400 `course_not_completed` while a lesson is not complete.
   */
  app.get(
    '/:courseId/certificate.pdf',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download the certificate of completion of a course',
        params: courseParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await certificatePdf(
        app.db,
        { courseId: request.params.courseId, viewer: signedInUser(request), origin: app.publicUrl },
        app.clock(),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );
};

/** GET /api/my-courses -> the signed-in learner's bought courses with her progress (issue 27 item 2). */
export const myCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: requireUser,
      schema: {
        tags: ['course player'],
        summary: 'My courses: the courses I bought and my progress in each',
        response: { 200: myCoursesSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ courses: await listMyCourses(app.db, signedInUser(request), app.clock()) }),
  );
};

/** GET /api/certificates/:certificateId -> a certificate as anyone may verify it (signed out too). 404 unknown code. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:certificateId',
    {
      schema: {
        tags: ['course player'],
        summary: 'Verify a certificate of completion',
        params: certificateParamsSchema,
        response: { 200: certificateVerificationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.certificateId),
  );
};
