import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  adminPurchasesQuerySchema,
  adminPurchasesSchema,
  paymentsOverviewSchema,
} from '../../../shared/marketplace/purchases';
import { trainerDashboardSchema } from '../../../shared/marketplace/trainer-dashboard';
import { requireCapability, requireUser, signedInUser } from '../auth/service';
import { getPaymentsOverview } from './payments';
import { listAdminPurchases } from './refunds';
import { getTrainerDashboard } from './trainer-dashboard';

/** What the marketplace's money looks like to a trainer, at /api/trainer/dashboard (spec §2). */
export const trainerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/trainer/dashboard -> the trainer's figures, courses and recent sales. 403 unless a trainer (spec §6). */
  app.get(
    '',
    {
      preHandler: requireCapability('trainerDashboard'),
      schema: {
        tags: ['trainer'],
        summary: 'The trainer dashboard: earnings, courses, students, rating, recent sales',
        response: { 200: trainerDashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getTrainerDashboard(app.db, signedInUser(request), app.clock()),
  );
};

/** What the marketplace's money looks like to a buyer and referrer, at /api/payments (the payment portal, spec §2). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/payments -> my purchases and my referral earnings. 401 signed out. */
  app.get(
    '',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'My payment history and referral earnings',
        response: { 200: paymentsOverviewSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPaymentsOverview(app.db, signedInUser(request), app.clock()),
  );
};

/**
 * What the marketplace's money looks like to admins, at /api/admin/purchases: every purchase (their
 * refund, through the payment provider, is the payments feature's refundRoutes, issue 26).
 */
export const adminPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/purchases?page=&search= -> 20 purchases a page, newest first. Admins only. */
  app.get(
    '',
    {
      preHandler: requireCapability('adminFeatures'),
      schema: {
        tags: ['payments', 'admin'],
        summary: 'Every purchase, for refunds',
        querystring: adminPurchasesQuerySchema,
        response: { 200: adminPurchasesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listAdminPurchases(app.db, { page: request.query.page ?? 1, search: request.query.search }, app.clock()),
  );
};
