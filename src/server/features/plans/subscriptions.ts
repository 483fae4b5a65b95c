import { and, eq, gt, sql } from 'drizzle-orm';
import { msg } from '../../../shared/i18n/msg';
import {
  type CurrentPlan,
  findPlan,
  type PaidPlanId,
  PLANS,
  type Plan,
  type PlanFeature,
} from '../../../shared/plans/plans';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { planSubscriptions } from './tables';

type PeriodRow = typeof planSubscriptions.$inferSelect;

const FREE = PLANS[0] as Plan;

/** `at` moved `months` calendar months later, in UTC (the 31st of a shorter month rolls into the next, as Date does). */
export function addMonths(at: Date, months: number): Date {
  const moved = new Date(at.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

/** `userId`'s periods that have not ended at `now`, running or queued (a renewal), any order. */
async function livePeriods(db: Database, userId: string, now: Date): Promise<PeriodRow[]> {
  return db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.userId, userId), gt(planSubscriptions.endsAt, now)));
}

const rankOf = (planId: string) => findPlan(planId)?.rank ?? 0;

/**
 * The plan `userId` holds at `now` (issue 26 item 6; decision 021): the highest-ranked paid plan
 * whose period runs at `now` (startsAt <= now < endsAt), else Free. Its end is the latest end of
 * that plan's live periods (a paid renewal extends it); Free has none.
 */
function planFrom(periods: readonly PeriodRow[], now: Date): { plan: Plan; endsAt: Date | null } {
  const running = periods.filter((period) => period.startsAt <= now && period.endsAt > now);
  if (running.length === 0) return { plan: FREE, endsAt: null };
  const best = running.reduce((a, b) => (rankOf(b.planId) > rankOf(a.planId) ? b : a));
  const plan = findPlan(best.planId) ?? FREE;
  const endsAt = periods
    .filter((period) => period.planId === best.planId)
    .reduce((latest, period) => (period.endsAt > latest ? period.endsAt : latest), best.endsAt);
  return { plan, endsAt };
}

/** `userId`'s plan at `now` and when it ends (GET /api/plans/current): Free with endsAt null outside every paid period. */
export async function getCurrentPlan(db: Database, userId: string, now: Date): Promise<CurrentPlan> {
  const { plan, endsAt } = planFrom(await livePeriods(db, userId, now), now);
  return { planId: plan.id, name: plan.name, endsAt: endsAt ? endsAt.toISOString() : null };
}

/** True when `userId`'s plan at `now` gives `feature` (decision 021: the adaptive tests come with every paid plan). */
export async function hasPlanFeature(db: Database, userId: string, feature: PlanFeature, now: Date): Promise<boolean> {
  const { plan } = planFrom(await livePeriods(db, userId, now), now);
  return plan.unlocks.includes(feature);
}

/**
 * The period a purchase of `planId` at `at` buys (decision 021): with no paid period running or
 * queued it starts at `at`; otherwise it starts when the last one ends, so a renewal (the same
 * plan) or an upgrade (a higher plan; every paid plan unlocks the same products, decision 021)
 * never overlaps a paid day. Each lasts the plan's months.
 * Errors: 409 `plan_downgrade` while a higher plan runs or is queued.
 */
export async function periodFor(
  db: Database,
  { userId, planId }: { userId: string; planId: PaidPlanId },
  at: Date,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const plan = findPlan(planId);
  if (!plan?.months) throw new Error(`plan ${planId} is not sold`);
  const live = await livePeriods(db, userId, at);
  const highest = live.reduce<PeriodRow | null>(
    (best, period) => (best === null || rankOf(period.planId) > rankOf(best.planId) ? period : best),
    null,
  );
  if (highest && rankOf(highest.planId) > plan.rank) {
    const higher = findPlan(highest.planId) ?? FREE;
    const ends = live
      .filter((period) => period.planId === highest.planId)
      .reduce((latest, period) => (period.endsAt > latest ? period.endsAt : latest), highest.endsAt);
    throw new AppError('plan_downgrade', {
      status: 409,
      message: msg(
        'Your {{current}} plan runs until {{until}} and already includes {{plan}}. Buy {{plan}} after it ends, or renew {{current}}.',
        { current: higher.name, until: ends.toISOString().slice(0, 10), plan: plan.name },
      ),
    });
  }
  const lastEnd = live.reduce<Date | null>(
    (latest, period) => (latest && latest > period.endsAt ? latest : period.endsAt),
    null,
  );
  const startsAt = lastEnd && lastEnd > at ? lastEnd : at;
  return { startsAt, endsAt: addMonths(startsAt, plan.months) };
}

/** Writes the period a paid plan order `orderId` bought (decision 021); once per order. */
export async function insertPeriod(
  db: Database,
  period: { userId: string; planId: PaidPlanId; startsAt: Date; endsAt: Date; orderId: string },
  at: Date,
): Promise<void> {
  await db
    .insert(planSubscriptions)
    .values({ ...period, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/**
 * Ends at `at` the period that order `orderId` bought (its payment refunded, or its dispute lost):
 * a period not begun yet never starts, one running stops now. Other periods are left as they are.
 */
export async function endPeriodOfOrder(db: Database, orderId: string, at: Date): Promise<void> {
  await db
    .update(planSubscriptions)
    .set({
      startsAt: sql`least(${planSubscriptions.startsAt}, ${at})`,
      endsAt: sql`least(${planSubscriptions.endsAt}, ${at})`,
      updatedAt: at,
    })
    .where(eq(planSubscriptions.orderId, orderId));
}
