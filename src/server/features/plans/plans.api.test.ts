import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentPlan } from '../../../shared/plans/plans';
import { orders, planSubscriptions } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { checkoutAs } from '../../testing/checkout';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Plans sold through the checkout with the test provider (issue 26 item 6; decision 021).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const current = async (who: SignedIn): Promise<CurrentPlan> => {
  const response = await requestAs(t.app, who, 'GET', '/api/plans/current');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().plan;
};
const buyPlan = (who: SignedIn, itemId: string, expectedPriceCents?: number) =>
  checkoutAs(t.app, who, { kind: 'plan', itemId, ...(expectedPriceCents === undefined ? {} : { expectedPriceCents }) });
const planOrders = (who: SignedIn) =>
  t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, who.id), eq(orders.kind, 'plan')));
const periods = (who: SignedIn) =>
  t.database.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, who.id));
/** `at` plus `months` calendar months, as ISO 8601. */
const monthsAfter = (at: Date, months: number) => {
  const moved = new Date(at);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved.toISOString();
};

describe('issue 26 item 6: buying a plan through the checkout', () => {
  it('a new account is on Free; Premium is paid at the spec price (the browser’s price ignored) and runs 6 months from payment', async () => {
    const student = await signedInAs(t.app);
    expect(await current(student)).toEqual({ planId: 'free', name: 'Free', endsAt: null });
    const bought = await buyPlan(student, 'premium');
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().order).toMatchObject({
      kind: 'plan',
      itemId: 'premium',
      itemTitle: 'Premium plan (6 months)',
      priceCents: 4999,
      discountCents: 0,
      amountCents: 4999,
      status: 'paid',
      provider: 'test',
      returnPath: '/payment',
    });
    expect(bought.json().purchase).toBeNull();
    const now = t.clock.now();
    expect(await current(student)).toEqual({ planId: 'premium', name: 'Premium', endsAt: monthsAfter(now, 6) });
    const [period] = await periods(student);
    expect(period).toMatchObject({ planId: 'premium', orderId: bought.json().order.id });
    expect(period?.startsAt.toISOString()).toBe(now.toISOString());
  });

  it('the prices are the spec’s: Basic $29.99 / 3 months, Comprehensive $89.99 / 12 months; a different shown price is 409 price_changed', async () => {
    const student = await signedInAs(t.app);
    const stale = await buyPlan(student, 'basic', 1999);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('price_changed');
    expect(await planOrders(student)).toEqual([]);
    const basic = await buyPlan(student, 'basic', 2999);
    expect(basic.json().order).toMatchObject({ amountCents: 2999, status: 'paid' });
    expect((await current(student)).endsAt).toBe(monthsAfter(t.clock.now(), 3));
    const other = await signedInAs(t.app);
    const comprehensive = await buyPlan(other, 'comprehensive');
    expect(comprehensive.json().order).toMatchObject({ amountCents: 8999, status: 'paid' });
    expect((await current(other)).endsAt).toBe(monthsAfter(t.clock.now(), 12));
  });

  it('Free and unknown plans cannot be bought (404 plan_not_found); signed out is 401', async () => {
    const student = await signedInAs(t.app);
    for (const itemId of ['free', 'gold']) {
      const refused = await buyPlan(student, itemId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('plan_not_found');
    }
    expect((await checkoutAs(t.app, null, { kind: 'plan', itemId: 'basic' })).statusCode).toBe(401);
    expect((await requestAs(t.app, null, 'GET', '/api/plans/current')).statusCode).toBe(401);
  });

  it('the same plan again is a renewal: it starts when the running one ends, so the end moves 6 months on', async () => {
    const student = await signedInAs(t.app);
    await buyPlan(student, 'premium');
    const firstEnd = (await current(student)).endsAt as string;
    t.clock.advance(24 * 60 * 60);
    const renewal = await buyPlan(student, 'premium');
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect(await current(student)).toMatchObject({ planId: 'premium', endsAt: monthsAfter(new Date(firstEnd), 6) });
    const rows = (await periods(student)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([expect.any(String), firstEnd]);
  });

  it('a higher plan is an upgrade from the end of the running one (no paid day lost); a lower one is refused with 409 plan_downgrade and no order', async () => {
    const student = await signedInAs(t.app);
    await buyPlan(student, 'basic');
    const basicEnd = monthsAfter(t.clock.now(), 3);
    const upgrade = await buyPlan(student, 'comprehensive');
    expect(upgrade.statusCode, upgrade.body).toBe(201);
    expect(await current(student)).toEqual({ planId: 'basic', name: 'Basic', endsAt: basicEnd });
    const rows = await t.app.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, student.id));
    expect(rows.find((row) => row.planId === 'comprehensive')?.startsAt.toISOString()).toBe(basicEnd);
    const down = await buyPlan(student, 'premium');
    expect(down.statusCode).toBe(409);
    expect(down.json().error.code).toBe('plan_downgrade');
    expect(down.json().error.message).toMatch(
      /^Your Comprehensive plan runs until \d{4}-\d{2}-\d{2} and already includes Premium\./,
    );
    expect((await planOrders(student)).map((order) => order.itemId).sort()).toEqual(['basic', 'comprehensive']);
  });

  it('a plan that ends returns the account to Free, keeping its orders and periods (runs last: it moves the clock a year on)', async () => {
    const student = await signedInAs(t.app);
    await buyPlan(student, 'basic');
    t.clock.advance(92 * 24 * 60 * 60);
    expect(await current(student)).toEqual({ planId: 'free', name: 'Free', endsAt: null });
    expect(await periods(student)).toHaveLength(1);
    expect(await planOrders(student)).toHaveLength(1);
    // Back on Free, any plan may be bought again.
    expect((await buyPlan(student, 'basic')).statusCode).toBe(201);
    expect((await current(student)).planId).toBe('basic');
  });
});
