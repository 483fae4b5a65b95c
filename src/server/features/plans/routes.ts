import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { currentPlanResponseSchema } from '../../../shared/plans/plans';
import { requireUser, signedInUser } from '../auth/service';
import { getCurrentPlan } from './subscriptions';

/**
 * Study plans (issue 26 item 6; decision 021), at /api/plans. Plans are bought through the
 * checkout (POST /api/orders with kind "plan"); this reads where the buyer stands.
 */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['plans'];

  /**
   * GET /api/plans/current -> { plan: { planId, name, endsAt } }: the signed-in user's plan now
   * (the highest paid plan running, else Free) and when it ends, paid renewals included (null for
   * Free). 401 signed out.
   */
  app.get(
    '/current',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My current plan and when it ends',
        response: { 200: currentPlanResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ plan: await getCurrentPlan(app.db, signedInUser(request).id, app.clock()) }),
  );
};
