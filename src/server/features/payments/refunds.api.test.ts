import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, paymentDisputes, purchases, refundRequests } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { checkoutAs } from '../../testing/checkout';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runPayouts } from './payouts';
import type { PaymentProvider, ProviderEvent } from './provider';
import { createTestProvider } from './test-provider';
import { handleProviderEvent } from './webhooks';

const DAY = 24 * 60 * 60;

let t: TestApp;
let admin: SignedIn;
let trainer: SignedIn;
let original: PaymentProvider;
beforeAll(async () => {
  t = await createTestApp();
  original = t.app.payments.provider;
  [admin, trainer] = await Promise.all([signedInAs(t.app, 'admin'), signedInAs(t.app, 'trainer')]);
});
afterEach(() => {
  t.app.payments.provider = original;
});
afterAll(async () => {
  await t.close();
});

/** A sale of a new $20.00 course to a new student, through the checkout; its purchase and payment id. */
async function sale() {
  const course = await createCourseAs(t.app, trainer, { priceCents: 2000 });
  const buyer = await signedInAs(t.app, 'student');
  const bought = await buy(t.app, buyer, course.id);
  expect(bought.statusCode).toBe(201);
  const { order, purchase } = bought.json();
  return { purchaseId: purchase.id as string, orderId: order.id as string, paymentId: order.transactionId as string };
}

const refund = (purchaseId: string, reason = 'Bought by mistake') =>
  requestAs(t.app, admin, 'POST', `/api/admin/purchases/${purchaseId}/refund`, { reason });
const entriesOf = (purchaseId: string) =>
  t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId));
const purchaseRow = async (purchaseId: string) =>
  (await t.app.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0];
const orderRow = async (orderId: string) => (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const apply = (event: ProviderEvent) => handleProviderEvent(t.app.payments, event, t.clock.now());
const earnings = async () => (await requestAs(t.app, trainer, 'GET', '/api/trainer/payouts')).json();

/** A provider that accepts refunds as Stripe does: pending until its `charge.refunded` webhook. */
function stripeLikeProvider(): PaymentProvider & { refunds: string[] } {
  const refunds: string[] = [];
  return {
    ...createTestProvider(),
    name: 'stripe',
    refunds,
    async refund({ idempotencyKey }) {
      refunds.push(idempotencyKey);
      return { refundId: `re_${idempotencyKey}`, status: 'pending' };
    },
  };
}

describe('refunds through the provider (issue 26 item 3)', () => {
  it('with the test provider the refund is confirmed at once: reversing entries, the order refunded', async () => {
    const { purchaseId, orderId } = await sale();
    const response = await refund(purchaseId);
    expect(response.statusCode).toBe(200);
    expect(response.json().purchase).toMatchObject({
      status: 'refunded',
      refundReason: 'Bought by mistake',
      refundRequested: false,
      refundable: false,
    });
    const entries = await entriesOf(purchaseId);
    expect(entries.filter((e) => e.entryType === 'refund')).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedAt: t.clock.now() });
    const [request] = await t.app.db.select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId));
    expect(request).toMatchObject({ status: 'succeeded', adminId: admin.id, reason: 'Bought by mistake' });
    expect((await refund(purchaseId)).statusCode).toBe(409);
  });

  it('a refund the provider refuses is 502 with its sentence, and nothing changes but the refused request kept', async () => {
    const { purchaseId, orderId } = await sale();
    t.app.payments.provider = createTestProvider({
      refuse: (call) => (call === 'refund' ? 'Charge already refunded.' : null),
    });
    const response = await refund(purchaseId);
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({
      code: 'payment_provider_refused',
      message: 'The payment service refused this refund: Charge already refunded. Nothing was refunded.',
    });
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'completed', refundReason: null });
    expect((await entriesOf(purchaseId)).every((e) => e.entryType === 'sale')).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });
    // Kept as failed, so a retry carries a new idempotency key (the provider replays a refused key's answer).
    expect(await t.app.db.select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId))).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'Charge already refunded.' }),
    ]);
    t.app.payments.provider = original;
    expect((await refund(purchaseId)).statusCode).toBe(200);
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'refunded' });
  });

  it('with Stripe the purchase shows "Refund requested" until charge.refunded, applied once', async () => {
    const provider = stripeLikeProvider();
    t.app.payments.provider = provider;
    const { purchaseId, orderId, paymentId } = await sale();
    const response = await refund(purchaseId, 'Duplicate purchase');
    expect(response.statusCode).toBe(200);
    expect(response.json().purchase).toMatchObject({ status: 'completed', refundRequested: true, refundable: false });
    expect(provider.refunds).toEqual([`refund-${purchaseId}`]);
    expect((await entriesOf(purchaseId)).every((e) => e.entryType === 'sale')).toBe(true);
    const again = await refund(purchaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('refund_requested');
    const listed = (await requestAs(t.app, admin, 'GET', '/api/admin/purchases')).json().purchases;
    expect(listed.find((p: { id: string }) => p.id === purchaseId)).toMatchObject({ refundRequested: true });

    t.clock.advance(60);
    const event: ProviderEvent = {
      type: 'charge.refunded',
      eventId: `evt_${purchaseId}`,
      paymentId,
      refundedCents: 1900,
      amountCents: 1900,
    };
    expect(await apply({ ...event, refundedCents: 500 })).toBe('ignored: a partial refund');
    expect(await apply({ ...event, eventId: `evt_full_${purchaseId}`, refundedCents: 2000, amountCents: 2000 })).toBe(
      'purchase refunded',
    );
    expect(await apply({ ...event, eventId: `evt_full_${purchaseId}`, refundedCents: 2000 })).toBe(
      'duplicate: already handled',
    );
    expect(await purchaseRow(purchaseId)).toMatchObject({
      status: 'refunded',
      refundReason: 'Duplicate purchase',
      refundedById: admin.id,
      refundedAt: t.clock.now(),
    });
    const reversals = (await entriesOf(purchaseId)).filter((e) => e.entryType === 'refund');
    expect(reversals).toHaveLength(2);
    expect(reversals.every((e) => e.createdById === admin.id && e.reason === 'Duplicate purchase')).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
  });

  it('a charge.refunded arriving before the provider’s answer still names the admin and the reason', async () => {
    t.app.payments.provider = stripeLikeProvider();
    const { purchaseId, paymentId } = await sale();
    t.app.payments.provider = {
      ...stripeLikeProvider(),
      async refund({ idempotencyKey }) {
        const outcome = await apply({
          type: 'charge.refunded',
          eventId: `evt_early_${purchaseId}`,
          paymentId,
          refundedCents: 2000,
          amountCents: 2000,
        });
        expect(outcome).toBe('purchase refunded');
        return { refundId: `re_${idempotencyKey}`, status: 'succeeded' };
      },
    };
    const response = await refund(purchaseId, 'Course not as described');
    expect(response.statusCode).toBe(200);
    expect(response.json().purchase).toMatchObject({ status: 'refunded', refundRequested: false });
    expect(await purchaseRow(purchaseId)).toMatchObject({
      refundReason: 'Course not as described',
      refundedById: admin.id,
    });
    const [request] = await t.app.db.select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId));
    expect(request).toMatchObject({ status: 'succeeded', providerRefundId: `re_refund-${purchaseId}` });
  });

  it('a refund made in the provider’s dashboard refunds the sale with "Refunded at the payment provider"', async () => {
    t.app.payments.provider = stripeLikeProvider();
    const { purchaseId, orderId, paymentId } = await sale();
    const outcome = await apply({
      type: 'charge.refunded',
      eventId: `evt_dash_${purchaseId}`,
      paymentId,
      refundedCents: 2000,
      amountCents: 2000,
    });
    expect(outcome).toBe('purchase refunded');
    expect(await purchaseRow(purchaseId)).toMatchObject({
      status: 'refunded',
      refundReason: 'Refunded at the payment provider',
      refundedById: null,
    });
    expect((await entriesOf(purchaseId)).reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
  });

  it('refund.failed marks the request failed, reverses nothing, and the purchase may be refunded again', async () => {
    const provider = stripeLikeProvider();
    t.app.payments.provider = provider;
    const { purchaseId } = await sale();
    expect((await refund(purchaseId)).statusCode).toBe(200);
    const outcome = await apply({
      type: 'refund.failed',
      eventId: `evt_fail_${purchaseId}`,
      paymentId: 'ignored',
      refundId: `re_refund-${purchaseId}`,
      reason: 'expired_or_canceled_card',
    });
    expect(outcome).toBe('refund failed');
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'completed' });
    expect((await entriesOf(purchaseId)).every((e) => e.entryType === 'sale')).toBe(true);
    const [request] = await t.app.db.select().from(refundRequests).where(eq(refundRequests.purchaseId, purchaseId));
    expect(request).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    const retried = await refund(purchaseId);
    expect(retried.json().purchase).toMatchObject({ refundRequested: true });
    expect(provider.refunds).toEqual([`refund-${purchaseId}`, `refund-${purchaseId}-2`]);
  });

  it('a purchase without a provider payment (a past or demo sale) is refunded at once, as before', async () => {
    const { purchaseId } = await sale();
    await t.app.db.update(purchases).set({ orderId: null }).where(eq(purchases.id, purchaseId));
    const provider = stripeLikeProvider();
    t.app.payments.provider = provider;
    const response = await refund(purchaseId);
    expect(response.json().purchase).toMatchObject({ status: 'refunded' });
    expect(provider.refunds).toEqual([]);
  });

  it('two refunds of one purchase at once: one 200, one 409, one set of reversing entries', async () => {
    const { purchaseId } = await sale();
    const statuses = (await Promise.all([refund(purchaseId), refund(purchaseId)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect((await entriesOf(purchaseId)).filter((e) => e.entryType === 'refund')).toHaveLength(2);
  });
});

describe('a plan refunded at the provider (issue 26 items 3, 6)', () => {
  it('ends the period the order bought: the account is back on Free, the order refunded', async () => {
    t.app.payments.provider = stripeLikeProvider();
    const student = await signedInAs(t.app, 'student');
    const bought = await checkoutAs(t.app, student, { kind: 'plan', itemId: 'premium' });
    expect(bought.statusCode).toBe(201);
    const { order } = bought.json();
    expect((await requestAs(t.app, student, 'GET', '/api/plans/current')).json().plan).toMatchObject({
      planId: 'premium',
    });
    const outcome = await apply({
      type: 'charge.refunded',
      eventId: `evt_plan_${order.id}`,
      paymentId: order.transactionId,
      refundedCents: order.amountCents,
      amountCents: order.amountCents,
    });
    expect(outcome).toBe('order refunded');
    expect((await requestAs(t.app, student, 'GET', '/api/plans/current')).json().plan).toMatchObject({
      planId: 'free',
      endsAt: null,
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded' });
  });
});

describe('disputes (issue 26 item 3)', () => {
  it('a dispute holds the sale’s shares out of available earnings; won releases them', async () => {
    const { purchaseId, paymentId } = await sale();
    t.clock.advance(31 * DAY);
    const before = await earnings();
    expect(
      await apply({
        type: 'dispute.opened',
        eventId: `evt_do_${purchaseId}`,
        paymentId,
        disputeId: `dp_${purchaseId}`,
      }),
    ).toBe('dispute opened: the sale is held');
    const held = await earnings();
    expect(held.availableCents).toBe(before.availableCents - 1600);
    expect(held.pendingCents).toBe(before.pendingCents + 1600);
    const dashboard = (await requestAs(t.app, trainer, 'GET', '/api/trainer/dashboard')).json();
    expect(dashboard.earnings.availableCents).toBe(held.availableCents);
    // A payout run while the dispute is open pays everything but the held share.
    expect((await requestAs(t.app, trainer, 'POST', '/api/trainer/payout-account')).statusCode).toBe(200);
    await runPayouts(t.app.payments, t.clock.now());
    expect(await earnings()).toMatchObject({
      availableCents: 0,
      paidOutCents: before.paidOutCents + held.availableCents,
    });

    expect(
      await apply({
        type: 'dispute.closed',
        eventId: `evt_dc_${purchaseId}`,
        paymentId,
        disputeId: `dp_${purchaseId}`,
        won: true,
      }),
    ).toBe('dispute won: the sale is released');
    expect(await earnings()).toMatchObject({
      availableCents: 1600,
      pendingCents: before.pendingCents,
    });
    const [dispute] = await t.app.db.select().from(paymentDisputes).where(eq(paymentDisputes.purchaseId, purchaseId));
    expect(dispute).toMatchObject({ status: 'won' });
  });

  it('a dispute lost refunds the sale with "Dispute lost"', async () => {
    const { purchaseId, orderId, paymentId } = await sale();
    await apply({ type: 'dispute.opened', eventId: `evt_lo_${purchaseId}`, paymentId, disputeId: `dpl_${purchaseId}` });
    const outcome = await apply({
      type: 'dispute.closed',
      eventId: `evt_lc_${purchaseId}`,
      paymentId,
      disputeId: `dpl_${purchaseId}`,
      won: false,
    });
    expect(outcome).toBe('dispute lost: purchase refunded');
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'refunded', refundReason: 'Dispute lost' });
    expect((await entriesOf(purchaseId)).reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
    const open = await t.app.db
      .select()
      .from(paymentDisputes)
      .where(and(eq(paymentDisputes.purchaseId, purchaseId), eq(paymentDisputes.status, 'open')));
    expect(open).toEqual([]);
  });
});
