import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-error-schema';
import { courseInsightParamsSchema, courseInsightSchema } from '../../../../shared/marketplace/insight';
import { requireUser, signedInUser } from '../../auth/service';
import { getCourseInsight } from './course-insight';

/**
 * A trainer's insight into one course (issue 27 item 5), at /api/trainer/courses. The revenue by
 * month and by product is part of GET /api/trainer/dashboard.
 */
export const courseInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/trainer/courses/:courseId/insight -> buyers per month, completion rate (percent) and
   * the lessons learners stop at. 401 signed out; 403 another trainer's course; 404 no such course
   * (or another trainer's draft). The course's trainer and admins only.
   */
  app.get(
    '/:courseId/insight',
    {
      preHandler: requireUser,
      schema: {
        tags: ['trainer'],
        summary: "A course's buyers over time, completion rate and the lessons learners stop at",
        params: courseInsightParamsSchema,
        response: { 200: courseInsightSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCourseInsight(app.db, request.params.courseId, signedInUser(request), app.clock()),
  );
};
