import type { FastifyInstance } from 'fastify';
import { findPlan, type PaidPlanId } from '../../shared/plans/plans';
import { addMonths, insertPeriod } from '../features/plans/service';

/**
 * Gives `userId` the paid plan `planId` from `at` (default the app's clock) for its months, as a
 * paid plan order would (decision 021), without an order: for tests of features a plan unlocks
 * (the adaptive test). Buying a plan through the checkout is tested in plans.api.test.ts.
 */
export async function givePlan(
  app: FastifyInstance,
  userId: string,
  planId: PaidPlanId = 'basic',
  at: Date = app.clock(),
): Promise<void> {
  const months = findPlan(planId)?.months ?? 3;
  await insertPeriod(
    app.db,
    { userId, planId, startsAt: at, endsAt: addMonths(at, months), orderId: `test-${userId}-${at.getTime()}` },
    at,
  );
}
