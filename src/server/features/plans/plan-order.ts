import { sql } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { findPlan, isPaidPlanId, type PaidPlanId } from '../../../shared/plans/plans';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { OrderKindHandler } from '../payments/service';
import { endPeriodOfOrder, insertPeriod, periodFor } from './subscriptions';

const planNotFound = () =>
  new AppError('plan_not_found', {
    status: 404,
    message: msg('There is no such plan. Choose Basic, Premium or Comprehensive.'),
  });

/** Serialises `userId`'s plan purchases in the transaction, so a renewal chains after the period paid just before it. */
async function lockUserPlans(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${userId}`}))`);
}

/** The plan a plan order names, or 404 `plan_not_found`. */
function paidPlan(itemId: string): { id: PaidPlanId; name: string; priceCents: number; months: number } {
  const plan = isPaidPlanId(itemId) ? findPlan(itemId) : undefined;
  if (!plan?.months) throw planNotFound();
  return { id: itemId as PaidPlanId, name: plan.name, priceCents: plan.priceCents, months: plan.months };
}

/** "$49.99" for 4999 cents. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Buying a study plan through an order (spec §9 prices and periods; issue 26 item 6; decision
 * 021). The item id is the plan's id (basic, premium, comprehensive); the price is the shared
 * plan list's, never the browser's (a different `expectedPriceCents` is 409 `price_changed`). A
 * referral code is not applied: referral fees are paid from trainers' shares (decision 009), so
 * plans have none. The quote refuses, writing nothing: 404 `plan_not_found` (Free or an unknown
 * id), 409 `plan_downgrade` (a higher plan runs). Once paid, the period is written from the
 * payment's time: a renewal from the end of the running plan, an upgrade from then (periodFor);
 * a downgrade made possible meanwhile fails the order, which is then refunded.
 */
export const planOrderKind: OrderKindHandler = {
  async quote(tx, { buyer, itemId, expectedPriceCents }, now) {
    const plan = paidPlan(itemId);
    if (expectedPriceCents !== undefined && expectedPriceCents !== plan.priceCents) {
      throw new AppError('price_changed', {
        status: 409,
        message: msg('The price of the {{name}} plan is {{dollars}}. Check the price, then buy again.', {
          name: plan.name,
          dollars: dollars(plan.priceCents),
        }),
      });
    }
    await lockUserPlans(tx, buyer.id);
    await periodFor(tx, { userId: buyer.id, planId: plan.id }, now);
    return {
      itemTitle: `${plan.name} plan (${plan.months} months)`,
      description: `Nightingale ${plan.name} plan, ${plan.months} months`,
      priceCents: plan.priceCents,
      discountCents: 0,
      amountCents: plan.priceCents,
      referralCode: null,
      returnPath: paths.payment.path,
    };
  },
  async fulfil(tx, order) {
    const plan = paidPlan(order.itemId);
    await lockUserPlans(tx, order.buyerId);
    const period = await periodFor(tx, { userId: order.buyerId, planId: plan.id }, order.paidAt);
    await insertPeriod(tx, { userId: order.buyerId, planId: plan.id, orderId: order.id, ...period }, order.paidAt);
  },
  async reverse(tx, order) {
    await endPeriodOfOrder(tx, order.id, order.refundedAt);
  },
};
