import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { msg } from '../../../shared/i18n/msg';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import {
  myTrainerApplicationSchema,
  trainerApplicationBodySchema,
  trainerApplicationDecisionSchema,
  trainerApplicationListSchema,
  trainerApplicationParamsSchema,
  trainerApplicationQuerySchema,
  trainerApplicationResultSchema,
} from '../../../shared/trainer-applications/applications';
import { requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { findMyApplication, listApplications, submitApplication } from './applications';
import { decideApplication } from './decide';

/** OpenAPI tags of the applicants' and the admins' routes. */
const tags = ['trainer applications'];

/** The sentence for a signed-out visitor who applies. */
const APPLY_LOGIN_REQUIRED = msg('Please log in to apply to become a trainer.');

/**
 * Applying to become a trainer (issue 23), at /api/trainer-applications: a signed-in user without
 * the trainer tools applies and reads their latest application.
 */
export const trainerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/trainer-applications { qualifications, experience, note? } -> 201 { application }
   * pending. 400 a required field blank; 401 signed out; 409 already a trainer or admin, or an
   * application already pending. Nothing stored on refusal.
   */
  app.post(
    '',
    {
      preHandler: requireSignedIn(APPLY_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'Apply to become a trainer',
        body: trainerApplicationBodySchema,
        response: { 201: trainerApplicationResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        application: await submitApplication(app.db, signedInUser(request), request.body, app.clock()),
      }),
  );

  /** GET /api/trainer-applications/mine -> { application } the reader's latest, or null. 401 signed out. */
  app.get(
    '/mine',
    {
      preHandler: requireSignedIn(APPLY_LOGIN_REQUIRED),
      schema: {
        tags,
        summary: 'Your latest application to become a trainer',
        response: { 200: myTrainerApplicationSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ application: await findMyApplication(app.db, signedInUser(request).id) }),
  );
};

/**
 * preHandler of the admins' routes: 401 signed out; 403 'Access Restricted: This page is only
 * available for administrators.' without `adminReview`.
 */
const requireAdminReview = requireCapability('adminReview', { forbidden: ADMIN_REVIEW_RESTRICTED });

/**
 * The admins' side (issue 23), at /api/admin/trainer-applications: list applications by status and
 * approve (the applicant becomes a trainer) or decline with a comment; each decision audited.
 */
export const trainerApplicationReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/trainer-applications?status=all|pending|approved|declined -> { applications } newest first. */
  app.get(
    '',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Applications to become a trainer, by status, newest first (admins)',
        querystring: trainerApplicationQuerySchema,
        response: { 200: trainerApplicationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ applications: await listApplications(app.db, request.query.status) }),
  );

  /**
   * POST /api/admin/trainer-applications/:applicationId/decision { decision, comment? } ->
   * { application }. 400 a decline without a comment; 404; 409 already decided or the applicant
   * deleted.
   */
  app.post(
    '/:applicationId/decision',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Approve (grant the trainer role) or decline an application (admins)',
        params: trainerApplicationParamsSchema,
        body: trainerApplicationDecisionSchema,
        response: { 200: trainerApplicationResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      application: await decideApplication(
        app.db,
        { applicationId: request.params.applicationId, admin: signedInUser(request), body: request.body },
        app.clock(),
      ),
    }),
  );
};
