import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  MATERIAL_LOGIN_REQUIRED,
  materialBodySchema,
  materialListSchema,
  materialParamsSchema,
  materialResultSchema,
  materialReviewBodySchema,
  materialReviewQuerySchema,
} from '../../../shared/materials/materials';
import { ADMIN_REVIEW_RESTRICTED, can, TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { requireCapability, signedInUser } from '../auth/service';
import { createMaterial, listMaterialsForReview, listMyMaterials, sendMaterialFile, updateMaterial } from './materials';
import { reviewMaterial } from './review';

/**
 * preHandler of the trainer content API: 401 signed out with spec §5's 'You must be logged in to
 * submit training materials.'; 403 TRAINER_TOOLS_RESTRICTED without `trainerTools` (trainers and admins).
 */
const requireTrainerTools = requireCapability('trainerTools', {
  signedOut: MATERIAL_LOGIN_REQUIRED,
  forbidden: TRAINER_TOOLS_RESTRICTED,
});

/**
 * preHandler of the review API: 401 signed out; 403 with spec §2's 'Access Restricted: This page is
 * only available for administrators.' without `adminReview`.
 */
const requireAdminReview = requireCapability('adminReview', { forbidden: ADMIN_REVIEW_RESTRICTED });

/** OpenAPI tags of both the trainers' and the admins' routes. */
const tags = ['training materials'];

/**
 * The trainers' training materials (spec §2 "Trainer content"; §4; §5 "Material submit"; §7), at
 * /api/materials: trainers (and admins) submit, list their own, edit while pending and download
 * their upload.
 */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/materials (materialBodySchema) -> 201 { material } pending. 400 a blank title after
   * trimming ('Please enter a title for your training material.'), a malformed URL, both a URL and
   * an upload, an upload not the trainer's or already attached; 401; 403. Nothing stored on refusal.
   */
  app.post(
    '',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Submit a training material for review',
        body: materialBodySchema,
        response: { 201: materialResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const material = await createMaterial(app.db, signedInUser(request), request.body, app.clock());
      return reply.code(201).send({ material });
    },
  );

  /** GET /api/materials/mine -> { materials } the reader's own, newest first (spec §2 "My Materials"). */
  app.get(
    '/mine',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Your training materials, newest first',
        response: { 200: materialListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ materials: await listMyMaterials(app.db, signedInUser(request).id) }),
  );

  /**
   * PUT /api/materials/:materialId (materialBodySchema) -> { material }: the reader's own, while
   * pending, or rejected: then the edit resubmits it (pending again, a new version, the rejection's
   * comments kept as previousAdminComments; issue 23). 404 another trainer's or missing; 409 (approved)
   * 'This material has already been reviewed, so it can no longer be edited.'; 400 as for POST.
   */
  app.put(
    '/:materialId',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Edit your pending training material, or edit and resubmit a rejected one',
        params: materialParamsSchema,
        body: materialBodySchema,
        response: { 200: materialResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      material: await updateMaterial(
        app.db,
        request.params.materialId,
        signedInUser(request),
        request.body,
        app.clock(),
      ),
    }),
  );

  /** GET /api/materials/:materialId/file -> the uploaded file, to its trainer and admins; 404 otherwise or without an upload. */
  app.get(
    '/:materialId/file',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: "A training material's uploaded file",
        params: materialParamsSchema,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const reader = signedInUser(request);
      return sendMaterialFile(app.db, reply, {
        materialId: request.params.materialId,
        readerId: reader.id,
        anyTrainer: can(reader, 'adminReview'),
      });
    },
  );
};

/**
 * The review of training materials (spec §2 "Admin review"; §4; §7), at /api/admin/materials:
 * admins list every trainer's by status and approve or reject.
 */
export const materialReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/materials?status=all|pending|approved|rejected -> { materials } every trainer's, newest first (admins). */
  app.get(
    '',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Training materials to review, by status, newest first (admins)',
        querystring: materialReviewQuerySchema,
        response: { 200: materialListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      materials: await listMaterialsForReview(app.db, request.query.status, signedInUser(request).id),
    }),
  );

  /**
   * POST /api/admin/materials/:materialId/review { status, adminComments? } -> { material } (admins,
   * spec §4). 409 'Only pending material can be reviewed; this one is already {status}.'; 404.
   */
  app.post(
    '/:materialId/review',
    {
      preHandler: requireAdminReview,
      schema: {
        tags,
        summary: 'Approve or reject a pending training material (admins)',
        params: materialParamsSchema,
        body: materialReviewBodySchema,
        response: { 200: materialResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      material: await reviewMaterial(
        app.db,
        request.params.materialId,
        signedInUser(request),
        request.body,
        app.clock(),
      ),
    }),
  );
};
