import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS, ORDER_HOLD_MINUTES } from '../../../shared/payments/orders';
import { ledgerEntries, orders, purchases, users } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { checkoutAs, recordSaleWithoutOrder } from '../../testing/checkout';
import { createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSessionAs } from '../../testing/trainer-tools';
import { confirmPaid } from './orders';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';
import { refundWithdrawnSales } from './withdrawn-sales';

/*
 * Checkouts with the test provider (issue 26 items 1-2): an order priced by the server, pending
 * until paid; the seats pending orders hold; what the browser may not choose; an order that can no
 * longer be given once paid. The provider is the test provider, wrapped to record its refunds.
 */

/** The refunds the provider was asked for, oldest first. */
const refunds: Parameters<PaymentProvider['refund']>[0][] = [];

/** The test provider, recording each refund asked of it. */
function recordingProvider(): PaymentProvider {
  const provider = createTestProvider();
  return {
    ...provider,
    async refund(request) {
      refunds.push(request);
      return provider.refund(request);
    },
  };
}

let t: TestApp;
let trainer: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ paymentProvider: recordingProvider() });
  [trainer, student] = await Promise.all([signedInAs(t.app, 'trainer'), signedInAs(t.app, 'student')]);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.database.db;
const MINUTE = 60;
const codeOf = async (who: SignedIn) =>
  (await db().select({ code: users.referralCode }).from(users).where(eq(users.id, who.id)))[0]?.code ?? '';
const order = (who: SignedIn, body: object) => requestAs(t.app, who, 'POST', '/api/orders', body);
const pay = (who: SignedIn, orderId: string) => requestAs(t.app, who, 'POST', `/api/orders/${orderId}/pay`, {});
const purchasesOfItem = (itemId: string) => db().select().from(purchases).where(eq(purchases.itemId, itemId));
const listedSession = async (who: SignedIn | null, sessionId: string) =>
  (await requestAs(t.app, who, 'GET', '/api/sessions')).json().sessions.find((s: { id: string }) => s.id === sessionId);

describe('a course bought through an order (test provider)', () => {
  it('the order is pending and buys nothing until paid; paying writes the purchase and ledger entries summing to the amount', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 5000 });
    const created = await order(student, { kind: 'course', itemId: course.id, expectedPriceCents: 5000 });
    expect(created.statusCode).toBe(201);
    const pending = created.json().order;
    const expiresAt = new Date(t.clock.now().getTime() + ORDER_HOLD_MINUTES * MINUTE * 1000).toISOString();
    expect(pending).toMatchObject({
      kind: 'course',
      itemId: course.id,
      itemTitle: course.title,
      priceCents: 5000,
      discountCents: 0,
      amountCents: 5000,
      currency: 'usd',
      status: 'pending',
      provider: 'test',
      method: 'Test checkout',
      transactionId: null,
      returnPath: `/courses/${course.id}`,
      expiresAt,
      paidAt: null,
    });
    expect(await purchasesOfItem(course.id)).toEqual([]);
    expect((await requestAs(t.app, student, 'GET', `/api/orders/${pending.id}`)).json().order.status).toBe('pending');
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json().enrolledStudents).toBe(0);

    const paid = await pay(student, pending.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBeNull();
    const after = paid.json().order;
    expect(after).toMatchObject({
      id: pending.id,
      status: 'paid',
      paidAt: t.clock.now().toISOString(),
      expiresAt: null,
    });
    expect(after.transactionId).toMatch(/^test_pi_/);
    const [purchase] = await purchasesOfItem(course.id);
    expect(purchase).toMatchObject({ orderId: pending.id, userId: student.id, amountCents: 5000, status: 'completed' });
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchase?.id ?? ''));
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(5000);
    expect((await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json().enrolledStudents).toBe(1);
    // A second click on Pay pays nothing more.
    const again = await pay(student, pending.id);
    expect(again.statusCode).toBe(200);
    expect(await purchasesOfItem(course.id)).toHaveLength(1);
  });

  it('with a referral code: 5% off the order, 10% to the code’s owner, the entries sum to what was paid', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 5000 });
    const [buyer, referrer] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const code = await codeOf(referrer);
    const result = await checkoutAs(t.app, buyer, { kind: 'course', itemId: course.id, referralCode: code });
    expect(result.statusCode).toBe(201);
    const { order: paid, purchase } = result.json();
    expect(paid).toMatchObject({ priceCents: 5000, discountCents: 250, amountCents: 4750, referralCode: code });
    expect(purchase).toMatchObject({ amountCents: 4750, referralFeeCents: 500, referralCode: code });
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase.id));
    expect(Object.fromEntries(entries.map((e) => [e.party, e.amountCents]))).toEqual({
      trainer: 4000,
      referrer: 500,
      platform: 250,
    });
    expect(entries.find((e) => e.party === 'referrer')?.userId).toBe(referrer.id);
  });

  it('back on the course without retyping her code, the buyer gets the order she made with it', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 2000 });
    const [buyer, sharer] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const code = await codeOf(sharer);
    const first = (await order(buyer, { kind: 'course', itemId: course.id, referralCode: code })).json().order;
    expect(first).toMatchObject({ amountCents: 1900, referralCode: code });
    const again = (await order(buyer, { kind: 'course', itemId: course.id })).json().order;
    expect(again).toMatchObject({ id: first.id, amountCents: 1900, referralCode: code });
  });

  it('the checkout’s texts are the spec’s', () => {
    expect(CHECKOUT_TEXTS).toEqual({ testCheckout: 'Test checkout: no card is charged', pending: 'Payment pending' });
  });
});

describe('the price is the server’s', () => {
  it('a price, amount or currency in the body is refused (400, strict), and the order’s amount is the server’s', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 2500 });
    const buyer = await signedInAs(t.app, 'student');
    for (const forged of [{ amountCents: 1 }, { priceCents: 1 }, { discountCents: 2500 }, { currency: 'eur' }]) {
      const refused = await order(buyer, { kind: 'course', itemId: course.id, ...forged });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('invalid_request');
    }
    expect(await db().select().from(orders).where(eq(orders.itemId, course.id))).toEqual([]);
    const made = await order(buyer, { kind: 'course', itemId: course.id });
    expect(made.json().order).toMatchObject({ priceCents: 2500, amountCents: 2500 });
    // A price shown that is not the server's is refused (409), never charged.
    const stale = await order(buyer, { kind: 'course', itemId: course.id, expectedPriceCents: 100 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('price_changed');
  });
});

describe('an order is its buyer’s', () => {
  it('another buyer’s order is 404 to read, pay or cancel, and stays as it was', async () => {
    const course = await createCourseAs(t.app, trainer);
    const [owner, other] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const { id } = (await order(owner, { kind: 'course', itemId: course.id })).json().order;
    for (const [method, path] of [
      ['GET', `/api/orders/${id}`],
      ['POST', `/api/orders/${id}/pay`],
      ['POST', `/api/orders/${id}/cancel`],
    ] as const) {
      const answer = await requestAs(t.app, other, method, path, method === 'POST' ? {} : undefined);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('order_not_found');
    }
    expect((await requestAs(t.app, null, 'GET', `/api/orders/${id}`)).statusCode).toBe(401);
    expect((await requestAs(t.app, owner, 'GET', `/api/orders/${id}`)).json().order.status).toBe('pending');
  });
});

describe('a session seat held by a pending order', () => {
  it('makes the session full for others; cancelling the order releases it', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 1, priceCents: 4000 });
    const [first, second] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const held = (await order(first, { kind: 'session', itemId: session.id })).json().order;
    expect(held).toMatchObject({ status: 'pending', returnPath: '/training-center' });

    const refused = await order(second, { kind: 'session', itemId: session.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'session_full', message: 'This session is full.' });
    expect(await listedSession(second, session.id)).toMatchObject({
      seatsTaken: 1,
      isFull: true,
      viewerState: 'full',
    });
    expect(await listedSession(null, session.id)).toMatchObject({ seatsTaken: 1, viewerState: 'full' });
    // The holder may still pay for their seat; asking again returns the same order.
    expect(await listedSession(first, session.id)).toMatchObject({ viewerState: 'bookable' });
    expect((await order(first, { kind: 'session', itemId: session.id })).json().order.id).toBe(held.id);

    const cancelled = await requestAs(t.app, first, 'POST', `/api/orders/${held.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(await listedSession(second, session.id)).toMatchObject({
      seatsTaken: 0,
      isFull: false,
      viewerState: 'bookable',
    });
    const booked = await checkoutAs(t.app, second, { kind: 'session', itemId: session.id });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().purchase).toMatchObject({ itemKind: 'session', amountCents: 4000 });
    // The cancelled order cannot be paid any more.
    const late = await pay(first, held.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_not_pending');
    expect((await purchasesOfItem(session.id)).map((row) => row.userId)).toEqual([second.id]);
  });

  it('a hold lapses after ORDER_HOLD_MINUTES: the seat is free again and the lapsed order cannot be paid', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 1, priceCents: 4000 });
    const [first, second] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const held = (await order(first, { kind: 'session', itemId: session.id })).json().order;
    expect((await order(second, { kind: 'session', itemId: session.id })).statusCode).toBe(409);

    t.clock.advance(ORDER_HOLD_MINUTES * MINUTE - 1);
    expect((await order(second, { kind: 'session', itemId: session.id })).statusCode).toBe(409);
    t.clock.advance(2);
    // Read before anyone pays again, the lapsed order already says expired, and leaves the buyer's list.
    expect((await requestAs(t.app, first, 'GET', `/api/orders/${held.id}`)).json().order.status).toBe('expired');
    expect((await requestAs(t.app, first, 'GET', '/api/orders')).json().orders).toEqual([]);
    expect(await listedSession(second, session.id)).toMatchObject({ seatsTaken: 0, viewerState: 'bookable' });
    const late = await pay(first, held.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_expired');
    expect((await requestAs(t.app, first, 'GET', `/api/orders/${held.id}`)).json().order.status).toBe('expired');
    expect((await checkoutAs(t.app, second, { kind: 'session', itemId: session.id })).statusCode).toBe(201);
    expect(await listedSession(first, session.id)).toMatchObject({ seatsTaken: 1, viewerState: 'full' });
    expect(await purchasesOfItem(session.id)).toHaveLength(1);
  });
});

describe('a session its trainer cancels', () => {
  it('cancels the open checkouts of it: the order says cancelled and can no longer be paid', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, priceCents: 4000 });
    const student = await signedInAs(t.app, 'student');
    const held = (await order(student, { kind: 'session', itemId: session.id })).json().order;
    const cancelledSession = await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`, {});
    expect(cancelledSession.statusCode).toBe(200);
    expect((await requestAs(t.app, student, 'GET', `/api/orders/${held.id}`)).json().order.status).toBe('cancelled');
    const late = await pay(student, held.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_not_pending');
    expect(await purchasesOfItem(session.id)).toHaveLength(0);
  });

  it('a booking already paid is refunded in the ledger at once, and at the provider by the sweep, once', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 2, priceCents: 4000 });
    const student = await signedInAs(t.app, 'student');
    const booked = await checkoutAs(t.app, student, { kind: 'session', itemId: session.id });
    expect(booked.statusCode).toBe(201);
    const { order: paid, purchase } = booked.json();
    expect((await requestAs(t.app, trainer, 'POST', `/api/trainer/sessions/${session.id}/cancel`, {})).statusCode).toBe(
      200,
    );
    expect((await purchasesOfItem(session.id))[0]?.status).toBe('refunded');
    const before = refunds.length;

    expect(await refundWithdrawnSales(t.app.payments, t.clock.now())).toEqual({ refunded: 1, failed: 0 });
    expect(refunds.slice(before)).toEqual([
      { paymentId: paid.transactionId, amountCents: 4000, idempotencyKey: `refund-${purchase.id}` },
    ]);
    expect((await requestAs(t.app, student, 'GET', `/api/orders/${paid.id}`)).json().order.status).toBe('refunded');
    // A second sweep finds nothing left to send back.
    expect(await refundWithdrawnSales(t.app.payments, t.clock.now())).toEqual({ refunded: 0, failed: 0 });
    expect(refunds).toHaveLength(before + 1);
  });
});

describe('a paid order that can no longer be given fails and is refunded', () => {
  it('a course bought meanwhile: the order fails with the reason, the payment is refunded, one purchase stays', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 3000 });
    const buyer = await signedInAs(t.app, 'student');
    const pending = (await order(buyer, { kind: 'course', itemId: course.id })).json().order;
    // Meanwhile the buyer gets the course another way (another order, recorded as the ledger records sales).
    await recordSaleWithoutOrder(t.app, {
      item: { kind: 'course', id: course.id, title: course.title, trainerId: trainer.id, priceCents: 3000 },
      buyerId: buyer.id,
      at: t.clock.now(),
    });
    const before = refunds.length;
    const paid = await pay(buyer, pending.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'failed' });
    const [row] = await db().select().from(orders).where(eq(orders.id, pending.id));
    expect(row?.failureReason).toBe('You have already purchased this course. Find it in your payment history.');
    expect(refunds.slice(before)).toEqual([
      { paymentId: row?.providerPaymentId, amountCents: 3000, idempotencyKey: `failed-${pending.id}` },
    ]);
    const bought = await purchasesOfItem(course.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]?.orderId).toBeNull();
  });

  it('a session whose seats were all booked after the hold lapsed: a late payment fails (session_full) and is refunded', async () => {
    const session = await createSessionAs(t.app, trainer, { maxStudents: 1, priceCents: 4000 });
    const [late, onTime] = await Promise.all([signedInAs(t.app, 'student'), signedInAs(t.app, 'student')]);
    const lapsed = (await order(late, { kind: 'session', itemId: session.id })).json().order;
    t.clock.advance(ORDER_HOLD_MINUTES * MINUTE + 1);
    expect((await checkoutAs(t.app, onTime, { kind: 'session', itemId: session.id })).statusCode).toBe(201);
    // The provider confirms the first buyer's payment after all (a checkout paid at its last moment).
    const before = refunds.length;
    const outcome = await confirmPaid(
      t.app.payments,
      {
        eventId: null,
        orderId: lapsed.id,
        sessionId: 'test_cs_late',
        paymentId: 'test_pi_late',
        amountCents: 4000,
        currency: 'usd',
      },
      t.clock.now(),
    );
    expect(outcome).toBe('failed, refunded: This session is full.');
    expect(refunds.slice(before)).toEqual([
      { paymentId: 'test_pi_late', amountCents: 4000, idempotencyKey: `failed-${lapsed.id}` },
    ]);
    const [row] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, lapsed.id), eq(orders.buyerId, late.id)));
    expect(row?.status).toBe('failed');
    expect((await purchasesOfItem(session.id)).map((p) => p.userId)).toEqual([onTime.id]);
  });
});
