import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  calibrationRunResponseSchema,
  ITEM_STATISTICS_RESTRICTED,
  itemStatisticsQuerySchema,
  itemStatisticsSchema,
} from '../../../shared/calibration/item-statistics';
import { requireCapability, signedInUser } from '../auth/service';
import { runCalibration } from './calibration-job';
import { listItemStatistics } from './item-statistics';

/**
 * preValidation of both routes: admins only (issue 22 item 5), decided by the API: 401
 * `not_signed_in` signed out, 403 `forbidden` with ITEM_STATISTICS_RESTRICTED for every other
 * role, before the input is validated.
 */
const requireAdmin = requireCapability('adminFeatures', { forbidden: ITEM_STATISTICS_RESTRICTED });

/** The item statistics of the bank, at /api/admin/item-statistics (issue 22 item 5, decision 015). */
export const itemStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calibration'];

  /**
   * GET /api/admin/item-statistics?flagged=&sort=&order=&page= -> ItemStatistics: one page (50 rows)
   * of the active items with their calibration statistics (listItemStatistics), the bank's totals
   * and the latest run. 400 a flagged other than true/false, an unknown sort or order, a bad page.
   */
  app.get(
    '/',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: "The bank's item statistics: responses, percent correct, point-biserial, difficulty, fit, flags",
        querystring: itemStatisticsQuerySchema,
        response: { 200: itemStatisticsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listItemStatistics(app.db, request.query),
  );
};

/** Calibration runs on demand, at /api/admin/calibration-runs (issue 22 item 5, decision 015). */
export const calibrationRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calibration'];

  /**
   * POST /api/admin/calibration-runs (no body) -> 201 { run }: runs the calibration now, as the
   * signed-in admin (trigger 'admin'), and answers when it has finished (a few seconds on the demo
   * bank). 409 `calibration_running` while another run is in progress (here or on another instance).
   */
  app.post(
    '/',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Run the item calibration now',
        response: { 201: calibrationRunResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const run = await runCalibration(app.db, {
        trigger: 'admin',
        requestedBy: signedInUser(request).id,
        now: app.clock(),
      });
      return reply.status(201).send({ run });
    },
  );
};
