import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { connectPayoutAccountSchema, payoutRunSchema, trainerPayoutsSchema } from '../../../shared/payments/payouts';
import { requireCapability, signedInUser } from '../auth/service';
import { connectPayoutAccount, getTrainerPayouts, runPayouts } from './payouts';
import type { PaymentRoutesOptions } from './routes';

/**
 * A trainer's payouts (issue 26 item 4), at /api/trainer: connect a payout account, read the
 * payouts. Trainers (and admins) only, as the trainer dashboard (spec §6).
 */
export const trainerPayoutRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { payments }) => {
  const tags = ['payments', 'trainer'];

  /**
   * POST /api/trainer/payout-account -> { account, onboardingUrl }: creates the payout account the
   * first time; `onboardingUrl` is Stripe's page to complete it, null once nothing is left to do
   * (the test provider's account is ready at once). 401, 403; 502 the provider refused or is unreachable.
   */
  app.post(
    '/payout-account',
    {
      preHandler: requireCapability('trainerDashboard'),
      schema: {
        tags,
        summary: 'Connect my payout account',
        response: { 200: connectPayoutAccountSchema, ...errorResponses(401, 403, 502) },
      },
    },
    async (request) => connectPayoutAccount(payments(), signedInUser(request), app.clock()),
  );

  /** GET /api/trainer/payouts -> the account, pending, available and paid-out totals, and each payout. 401, 403. */
  app.get(
    '/payouts',
    {
      preHandler: requireCapability('trainerDashboard'),
      schema: {
        tags,
        summary: 'My payout account and payouts',
        response: { 200: trainerPayoutsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getTrainerPayouts(payments(), signedInUser(request), app.clock()),
  );
};

/** The payout run on demand (issue 26 item 4), at /api/admin/payouts: admins only. */
export const adminPayoutRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { payments }) => {
  /**
   * POST /api/admin/payouts/run -> { paid, failed }: runs the scheduled payout job now (the same
   * function; a run twice pays once). 401, 403.
   */
  app.post(
    '/run',
    {
      preHandler: requireCapability('adminFeatures'),
      schema: {
        tags: ['payments', 'admin'],
        summary: 'Run payouts now',
        response: { 200: payoutRunSchema, ...errorResponses(401, 403) },
      },
    },
    async () => runPayouts(payments(), app.clock()),
  );
};
