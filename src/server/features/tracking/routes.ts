import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import {
  stepParamsSchema,
  stepUpdateBodySchema,
  timelineSchema,
  timelineStepResponseSchema,
  trackingUserParamsSchema,
} from '../../../shared/tracking/tracking';
import { requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { updateApplicationStep } from './steps';
import { getTimeline } from './timeline';

/** Guard of the admins' routes (before the input is checked): 401 signed out; 403 ADMIN_REVIEW_RESTRICTED unless admin. */
const requireAdmin = requireCapability('adminFeatures', { forbidden: ADMIN_REVIEW_RESTRICTED });

/**
 * Application Tracking for the student (spec §2 "Application Tracking", §3 "timeline steps", §4;
 * issue 13), at /api/tracking: a signed-in user reads their own timeline.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/tracking -> Timeline of the signed-in user, without who set each step and when
   * (updatedBy and updatedAt null). 401 'Please sign in to continue.'.
   */
  app.get(
    '',
    {
      preValidation: requireSignedIn(),
      schema: {
        tags: ['tracking'],
        summary: 'Your application timeline',
        response: { 200: timelineSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getTimeline(app.db, signedInUser(request).id, { editors: false }),
  );
};

/**
 * Application Tracking for the support team (spec §2 "Application Tracking", §4; issue 13), at
 * /api/admin/tracking: admins read any student's timeline and set its steps (status and date of
 * the support team's steps, a due date and a note on any), each change in the audit log.
 */
export const adminTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tracking', 'admin'];

  /**
   * GET /api/admin/tracking/:userId -> Timeline of that account (admins), with who last set each
   * step and when (updatedBy, updatedAt). 401; 403
   * ADMIN_REVIEW_RESTRICTED; 404 student_not_found (STUDENT_NOT_FOUND) unknown or deleted.
   */
  app.get(
    '/:userId',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: "A student's application timeline (admins)",
        params: trackingUserParamsSchema,
        response: { 200: timelineSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getTimeline(app.db, request.params.userId, { editors: true }),
  );

  /**
   * PUT /api/admin/tracking/:userId/steps/:step StepUpdateBody -> 200 { step } as the timeline now
   * shows it (admins; audit `application_step.updated`). A support step: status (kept when left
   * out), completedOn (required when completed; none otherwise), dueOn, note; a records step: dueOn
   * and note only. '' is stored as null. 400 invalid dates, STEP_DATE_REQUIRED, step_follows_records
   * (STEP_FOLLOWS_RECORDS); 401; 403 ADMIN_REVIEW_RESTRICTED; 404 step_not_found, student_not_found.
   */
  app.put(
    '/:userId/steps/:step',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: "Set a step of a student's application timeline (admins)",
        params: stepParamsSchema,
        body: stepUpdateBodySchema,
        response: { 200: timelineStepResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      step: await updateApplicationStep(
        app.db,
        {
          userId: request.params.userId,
          stepKey: request.params.step,
          admin: signedInUser(request),
          body: request.body,
        },
        app.clock(),
      ),
    }),
  );
};
