import { eq } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { findPlan } from '../../../shared/plans/plans';
import type { Database } from '../../db/client';
import { findAccountUserByEmail } from '../account/service';
import { insertPaidTestOrder } from '../payments/service';
import { addMonths, insertPeriod } from './subscriptions';
import { planSubscriptions } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The plans' demo data (DEMO_DATA; issue 26 item 6): Amara Okafor holds Premium, bought 20 days
 * ago through the test provider (a paid order and its 6-month period), so the Payment Portal shows
 * her plan and its end date and she can take the adaptive test. Runs once: not when she already
 * has a plan period, nor without her account. Answers whether it wrote anything.
 */
export async function seedDemoPlans(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const amara = await findAccountUserByEmail(tx, 'amara.okafor@nightingale.test');
    if (!amara) return false;
    const [existing] = await tx
      .select({ id: planSubscriptions.id })
      .from(planSubscriptions)
      .where(eq(planSubscriptions.userId, amara.id));
    if (existing) return false;
    const premium = findPlan('premium');
    if (!premium?.months) return false;
    const paidAt = new Date(now.getTime() - 20 * DAY_MS);
    const order = await insertPaidTestOrder(
      tx,
      {
        buyerId: amara.id,
        kind: 'plan',
        itemId: premium.id,
        itemTitle: `${premium.name} plan (${premium.months} months)`,
        priceCents: premium.priceCents,
        returnPath: paths.payment.path,
      },
      paidAt,
    );
    await insertPeriod(
      tx,
      {
        userId: amara.id,
        planId: 'premium',
        startsAt: paidAt,
        endsAt: addMonths(paidAt, premium.months),
        orderId: order.id,
      },
      paidAt,
    );
    return true;
  });
}
