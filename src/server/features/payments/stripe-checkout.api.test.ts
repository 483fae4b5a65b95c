import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/payments/orders';
import { ledgerEntries, orders, paymentEvents, purchases, users } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { createCourseAs, requestAs } from '../../testing/marketplace';
import { deliverWebhook, type StripeStub, signedWebhook, startStripeStub } from '../../testing/stripe-stub';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A course bought through Stripe, offline (issue 26 items 1–2 and "Bad input and faults"): the app
 * talks to a local stub of Stripe's API (testing/stripe-stub.ts) and receives webhooks signed with
 * the library's generateTestHeaderString, as Stripe signs them.
 */

let stub: StripeStub;
let t: TestApp;
let trainer: SignedIn;
beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({ paymentProvider: stub.provider() });
  trainer = await signedInAs(t.app, 'trainer');
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const db = () => t.app.database.db;

/** A new student and a new $19.99 course, and the student's pending order for it. */
async function pendingOrder(priceCents = 1999): Promise<{ buyer: SignedIn; courseId: string; order: Order }> {
  const [buyer, course] = await Promise.all([
    signedInAs(t.app, 'student'),
    createCourseAs(t.app, trainer, { priceCents }),
  ]);
  const created = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind: 'course', itemId: course.id });
  expect(created.statusCode).toBe(201);
  return { buyer, courseId: course.id, order: created.json().order };
}

/** A pending order whose Stripe checkout is open: the Pay click answered the stub's session address. */
async function openCheckout(priceCents = 1999) {
  const pending = await pendingOrder(priceCents);
  const paid = await requestAs(t.app, pending.buyer, 'POST', `/api/orders/${pending.order.id}/pay`, {});
  expect(paid.statusCode).toBe(200);
  const [row] = await db().select().from(orders).where(eq(orders.id, pending.order.id));
  const sessionId = row?.providerSessionId;
  if (!sessionId) throw new Error('the order has no checkout session');
  return { ...pending, sessionId, redirectUrl: paid.json().redirectUrl as string | null };
}

const orderRow = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
const purchasesOf = (orderId: string) => db().select().from(purchases).where(eq(purchases.orderId, orderId));
const entriesOf = async (orderId: string) => {
  const ids = (await purchasesOf(orderId)).map((p) => p.id);
  return ids.length === 0 ? [] : db().select().from(ledgerEntries).where(inArray(ledgerEntries.purchaseId, ids));
};
const eventRow = async (eventId: string) =>
  (await db().select().from(paymentEvents).where(eq(paymentEvents.id, eventId)))[0];
const enrolled = async (courseId: string) =>
  (await requestAs(t.app, null, 'GET', `/api/courses/${courseId}`)).json().enrolledStudents;

describe('issue 26: a course bought through Stripe, end to end', () => {
  it('opens a Checkout Session priced by the server, keeps the order pending with no purchase, then pays it when the signed checkout.session.completed arrives', async () => {
    const { buyer, courseId, order } = await pendingOrder(1999);
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', amountCents: 1999, transactionId: null });
    const before = stub.requestsTo('checkout.sessions.create').length;

    const paid = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(paid.statusCode).toBe(200);
    const sessions = stub.requestsTo('checkout.sessions.create').slice(before);
    expect(sessions).toHaveLength(1);
    const [sent] = sessions;
    const [session] = [...stub.sessions.values()].filter((s) => s.metadata.orderId === order.id);
    if (!session) throw new Error('the stub has no session for the order');
    // The amount, currency and order id come from the server's order.
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': `Course: ${order.itemTitle}`,
      'metadata[orderId]': order.id,
      'payment_intent_data[metadata][orderId]': order.id,
      client_reference_id: order.id,
      customer_email: buyer.email,
      success_url: `http://localhost:3000/checkout/${order.id}?result=success`,
      cancel_url: `http://localhost:3000/checkout/${order.id}?result=cancelled`,
    });
    expect(sent?.idempotencyKey).toMatch(new RegExp(`^checkout-${order.id}-`));
    // The hold and the checkout lapse together: Stripe's session, at least 30 minutes by Stripe's clock.
    const expiresAt = Number(sent?.form.expires_at);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(31 * 60);
    expect(session.expires_at).toBe(expiresAt);
    expect(paid.json()).toMatchObject({
      redirectUrl: session.url,
      order: {
        id: order.id,
        status: 'pending',
        transactionId: null,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      },
    });
    expect(paid.json().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(await purchasesOf(order.id)).toEqual([]);
    expect(await enrolled(courseId)).toBe(0);

    // A second Pay click before paying reuses the open checkout: no second session.
    const again = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().redirectUrl).toBe(session.url);
    expect(stub.requestsTo('checkout.sessions.create').slice(before)).toHaveLength(1);

    const event = stub.events.checkoutCompleted(session.id);
    const delivered = await deliverWebhook(t.app, event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });

    const read = await requestAs(t.app, buyer, 'GET', `/api/orders/${order.id}`);
    expect(read.json().order).toMatchObject({
      status: 'paid',
      transactionId: event.data.object.payment_intent,
      method: expect.any(String),
      paidAt: t.clock.now().toISOString(),
      expiresAt: null,
    });
    const bought = await purchasesOf(order.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({
      userId: buyer.id,
      trainerId: trainer.id,
      amountCents: 1999,
      status: 'completed',
    });
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => [e.party, e.amountCents]).sort()).toEqual([
      ['platform', 400],
      ['trainer', 1599],
    ]);
    expect(await enrolled(courseId)).toBe(1);
    expect(await eventRow(event.id)).toMatchObject({ provider: 'stripe', outcome: 'order paid' });

    // Paid: a Pay click now answers the paid order and opens nothing.
    const after = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(after.json()).toMatchObject({ redirectUrl: null, order: { status: 'paid' } });
    expect(stub.requestsTo('checkout.sessions.create').slice(before)).toHaveLength(1);
  });

  it('an asynchronous payment: checkout.session.completed while unpaid leaves the order pending; async_payment_succeeded pays it', async () => {
    const { order, sessionId } = await openCheckout();
    const unpaid = stub.events.checkoutCompleted(sessionId, { payment_status: 'unpaid' });
    expect((await deliverWebhook(t.app, unpaid)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(await purchasesOf(order.id)).toEqual([]);

    const succeeded = stub.events.checkoutCompleted(sessionId, {}, 'checkout.session.async_payment_succeeded');
    expect((await deliverWebhook(t.app, succeeded)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await purchasesOf(order.id)).toHaveLength(1);
  });
});

describe('issue 26 "Bad input and faults": duplicated and replayed webhooks', () => {
  it('the same event delivered twice changes nothing the second time', async () => {
    const { order, sessionId } = await openCheckout();
    const event = stub.events.checkoutCompleted(sessionId);
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    const paidRow = await orderRow(order.id);
    const entries = await entriesOf(order.id);

    t.clock.advance(60);
    const replay = await deliverWebhook(t.app, event);
    expect(replay.statusCode).toBe(200);
    expect(await orderRow(order.id)).toEqual(paidRow);
    expect(await purchasesOf(order.id)).toHaveLength(1);
    expect(await entriesOf(order.id)).toEqual(entries);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'order paid' });
    // No refund either: the replay is the same payment.
    expect(
      stub.requestsTo('refunds.create').filter((r) => r.form.payment_intent === paidRow?.providerPaymentId),
    ).toEqual([]);
  });

  it('the same event delivered twice at once pays the order once', async () => {
    const { courseId, order, sessionId } = await openCheckout();
    const event = stub.events.checkoutCompleted(sessionId);
    const answers = await Promise.all([1, 2, 3, 4].map(() => deliverWebhook(t.app, event)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await purchasesOf(order.id)).toHaveLength(1);
    expect(await entriesOf(order.id)).toHaveLength(2);
    expect(await enrolled(courseId)).toBe(1);
  });

  it('a second event for the same payment (another event id) changes nothing', async () => {
    const { order, sessionId } = await openCheckout();
    const first = stub.events.checkoutCompleted(sessionId);
    expect((await deliverWebhook(t.app, first)).statusCode).toBe(200);
    const second = stub.events.checkoutCompleted(sessionId);
    expect(second.data.object.payment_intent).toBe(first.data.object.payment_intent);
    expect((await deliverWebhook(t.app, second)).statusCode).toBe(200);
    expect(await purchasesOf(order.id)).toHaveLength(1);
    expect(await eventRow(second.id)).toMatchObject({ outcome: 'duplicate: already paid' });
  });
});

describe('issue 26 "Bad input and faults": one buyer, one course, several checkouts', () => {
  it('two orders of one course by one buyer at once are one order, and two Pay clicks at once one purchase', async () => {
    const [buyer, course] = await Promise.all([signedInAs(t.app, 'student'), createCourseAs(t.app, trainer)]);
    const body = { kind: 'course', itemId: course.id };
    const created = await Promise.all([1, 2].map(() => requestAs(t.app, buyer, 'POST', '/api/orders', body)));
    expect(created.map((r) => r.statusCode)).toEqual([201, 201]);
    const [first, second] = created.map((r) => r.json().order.id);
    expect(second).toBe(first);
    const before = stub.requestsTo('checkout.sessions.create').length;
    const paid = await Promise.all([1, 2].map(() => requestAs(t.app, buyer, 'POST', `/api/orders/${first}/pay`, {})));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    const [row] = await db().select().from(orders).where(eq(orders.buyerId, buyer.id));
    const sessionId = row?.providerSessionId ?? '';
    expect((await deliverWebhook(t.app, stub.events.checkoutCompleted(sessionId))).statusCode).toBe(200);
    expect(await purchasesOf(first)).toHaveLength(1);
    // Each click may have opened a checkout; any of them pays the one order, a second payment is refunded.
    expect(stub.requestsTo('checkout.sessions.create').length - before).toBeGreaterThanOrEqual(1);
  });

  it('a second payment of an order already paid (another checkout of it) is refunded through Stripe, once', async () => {
    const { order, sessionId } = await openCheckout();
    const first = stub.events.checkoutCompleted(sessionId);
    expect((await deliverWebhook(t.app, first)).statusCode).toBe(200);
    const other = stub.events.checkoutCompleted('cs_test_second_checkout', {
      amount_total: order.amountCents,
      metadata: { orderId: order.id },
    });
    const paymentIntent = other.data.object.payment_intent;
    expect(paymentIntent).not.toBe(first.data.object.payment_intent);
    expect((await deliverWebhook(t.app, other)).statusCode).toBe(200);
    expect((await deliverWebhook(t.app, other)).statusCode).toBe(200);
    expect(await eventRow(other.id)).toMatchObject({ outcome: 'a second payment of a settled order: refunded' });
    const refunds = stub.requestsTo('refunds.create').filter((r) => r.form.payment_intent === paymentIntent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      idempotencyKey: `duplicate-${paymentIntent}`,
      form: { amount: String(order.amountCents) },
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      providerPaymentId: first.data.object.payment_intent,
    });
    expect(await purchasesOf(order.id)).toHaveLength(1);
  });

  it('a cancelled order’s checkout paid after the course was bought through another order fails and is refunded', async () => {
    const { buyer, courseId, order, sessionId } = await openCheckout();
    expect((await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/cancel`, {})).statusCode).toBe(200);
    const again = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind: 'course', itemId: courseId });
    const second = again.json().order as Order;
    await requestAs(t.app, buyer, 'POST', `/api/orders/${second.id}/pay`, {});
    const secondSession = (await orderRow(second.id))?.providerSessionId ?? '';
    expect((await deliverWebhook(t.app, stub.events.checkoutCompleted(secondSession))).statusCode).toBe(200);

    // The first checkout was paid at Stripe just before its cancellation reached it.
    const late = stub.events.checkoutCompleted(sessionId);
    expect((await deliverWebhook(t.app, late)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'failed',
      providerPaymentId: late.data.object.payment_intent,
      failureReason: expect.any(String),
    });
    expect(stub.requestsTo('refunds.create').filter((r) => r.idempotencyKey === `failed-${order.id}`)).toHaveLength(1);
    expect(await purchasesOf(order.id)).toEqual([]);
    expect(await purchasesOf(second.id)).toHaveLength(1);
    expect(await enrolled(courseId)).toBe(1);
  });
});

describe('issue 26 "Bad input and faults": a crash between the webhook’s arrival and its commit', () => {
  it('writes nothing, answers 500 so Stripe retries, and the retry pays the order once', async () => {
    const { order, sessionId } = await openCheckout();
    // The database fails while the purchase is written, after the event was claimed in the same transaction.
    await db().execute(
      sql.raw(
        `create function fail_purchase() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
      ),
    );
    await db().execute(
      sql.raw('create trigger fail_purchase before insert on purchases for each row execute function fail_purchase()'),
    );
    const event = stub.events.checkoutCompleted(sessionId);
    let crashed: Awaited<ReturnType<typeof deliverWebhook>>;
    try {
      crashed = await deliverWebhook(t.app, event);
    } finally {
      await db().execute(sql.raw('drop trigger fail_purchase on purchases'));
      await db().execute(sql.raw('drop function fail_purchase()'));
    }
    expect(crashed.statusCode).toBe(500);
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(await purchasesOf(order.id)).toEqual([]);

    const retried = await deliverWebhook(t.app, event);
    expect(retried.statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await purchasesOf(order.id)).toHaveLength(1);
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(await purchasesOf(order.id)).toHaveLength(1);
  });
});

describe('issue 26 "Bad input and faults": forged webhooks are refused with 400 and write nothing', () => {
  const forgeries = [
    ['signed with another secret', { secret: 'whsec_forged' }],
    ['signed more than 300 seconds ago', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['with no Stripe-Signature header', { omitSignature: true }],
  ] as const;

  for (const [name, options] of forgeries) {
    it(`an event ${name}`, async () => {
      const { order, sessionId } = await openCheckout();
      const event = stub.events.checkoutCompleted(sessionId);
      const response = await deliverWebhook(t.app, event, options);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'bad_webhook_signature',
        message: expect.stringMatching(/\.$/),
      });
      expect((await orderRow(order.id))?.status).toBe('pending');
      expect(await purchasesOf(order.id)).toEqual([]);
      expect(await eventRow(event.id)).toBeUndefined();
    });
  }

  it('a body changed after signing', async () => {
    const { order, sessionId } = await openCheckout();
    const event = stub.events.checkoutCompleted(sessionId);
    const honest = stub.events.checkoutCompleted(sessionId);
    const { signature } = signedWebhook(honest);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: JSON.stringify(event),
    });
    expect(response.statusCode).toBe(400);
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await eventRow(honest.id)).toBeUndefined();
  });
});

describe('issue 26 "Bad input and faults": verified events that cannot apply are acknowledged, ignored and write nothing', () => {
  it('an event for an order that does not exist', async () => {
    const before = { purchases: (await db().select().from(purchases)).length };
    const event = stub.events.checkoutCompleted('cs_test_unknown', {
      amount_total: 1999,
      metadata: { orderId: '7d6c0a43-5a4c-4c44-9f5e-1d2f3a4b5c6d' },
      client_reference_id: '7d6c0a43-5a4c-4c44-9f5e-1d2f3a4b5c6d',
    });
    const response = await deliverWebhook(t.app, event);
    expect(response.statusCode).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'ignored: unknown order' });
    expect((await db().select().from(purchases)).length).toBe(before.purchases);
  });

  it('an event whose order id is not an id at all', async () => {
    const event = stub.events.checkoutCompleted('cs_test_garbage', {
      amount_total: 1999,
      metadata: { orderId: "1' or '1'='1" },
    });
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ outcome: 'ignored: unknown order' });
  });

  it('an event whose amount differs from the order’s: nothing given, and the money taken goes back', async () => {
    const { order, sessionId } = await openCheckout(1999);
    const event = stub.events.checkoutCompleted(sessionId, { amount_total: 199 });
    const response = await deliverWebhook(t.app, event);
    expect(response.statusCode).toBe(200);
    expect((await eventRow(event.id))?.outcome).toMatch(/^ignored: amount 199 usd differs.*refunded$/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', providerPaymentId: null, paidAt: null });
    expect(await purchasesOf(order.id)).toEqual([]);
    const paymentIntent = event.data.object.payment_intent;
    const refunds = stub.requestsTo('refunds.create').filter((r) => r.form.payment_intent === paymentIntent);
    expect(refunds.map((r) => [r.form.amount, r.idempotencyKey])).toEqual([['199', `mismatch-${paymentIntent}`]]);
  });

  it('an event whose currency differs from the order’s', async () => {
    const { order, sessionId } = await openCheckout(1999);
    const event = stub.events.checkoutCompleted(sessionId, { currency: 'eur' });
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(await purchasesOf(order.id)).toEqual([]);
  });

  it('an event type Nightingale does not act on is recorded as ignored', async () => {
    const event = { ...stub.events.accountUpdated('acct_unknown', true), type: 'customer.created' };
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ provider: 'stripe', outcome: 'ignored: not acted on' });
  });
});

describe('issue 26: events out of order, and an expired checkout', () => {
  it('checkout.session.expired arriving after completed leaves the order paid', async () => {
    const { order, sessionId } = await openCheckout();
    const completed = stub.events.checkoutCompleted(sessionId);
    const expired = stub.events.checkoutExpired(sessionId);
    expect((await deliverWebhook(t.app, completed)).statusCode).toBe(200);
    expect((await deliverWebhook(t.app, expired)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await purchasesOf(order.id)).toHaveLength(1);
  });

  it('completed arriving after expired still pays the order', async () => {
    const { courseId, order, sessionId } = await openCheckout();
    const expired = stub.events.checkoutExpired(sessionId);
    const completed = stub.events.checkoutCompleted(sessionId);
    expect((await deliverWebhook(t.app, expired)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('expired');
    expect((await deliverWebhook(t.app, completed)).statusCode).toBe(200);
    expect((await orderRow(order.id))?.status).toBe('paid');
    expect(await purchasesOf(order.id)).toHaveLength(1);
    expect(await enrolled(courseId)).toBe(1);
  });

  it('an expired checkout releases its order: expired, not payable, and the buyer can order again', async () => {
    const { buyer, courseId, order, sessionId } = await openCheckout();
    expect((await deliverWebhook(t.app, stub.events.checkoutExpired(sessionId))).statusCode).toBe(200);
    const read = await requestAs(t.app, buyer, 'GET', `/api/orders/${order.id}`);
    expect(read.json().order).toMatchObject({ status: 'expired', expiresAt: null });
    const pay = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('order_not_pending');
    const again = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind: 'course', itemId: courseId });
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ status: 'pending' });
    expect(again.json().order.id).not.toBe(order.id);
  });

  it('an expired checkout of an order that holds nothing (no hold, as a programme fee) leaves it owed, and the next Pay opens a new checkout', async () => {
    const { buyer, order, sessionId } = await openCheckout();
    await db().update(orders).set({ expiresAt: null }).where(eq(orders.id, order.id));
    const expired = stub.events.checkoutExpired(sessionId);
    expect((await deliverWebhook(t.app, expired)).statusCode).toBe(200);
    expect(await eventRow(expired.id)).toMatchObject({ outcome: 'checkout expired: the order stays payable' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', providerSessionId: null, checkoutUrl: null });
    const pay = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(pay.statusCode).toBe(200);
    const renewed = await orderRow(order.id);
    expect(renewed?.providerSessionId).toMatch(/^cs_test_/);
    expect(renewed?.providerSessionId).not.toBe(sessionId);
    expect(pay.json().redirectUrl).toBe(stub.sessions.get(renewed?.providerSessionId ?? '')?.url);
  });

  it('a cancelled order expires its open checkout at Stripe', async () => {
    const { buyer, order, sessionId } = await openCheckout();
    const cancelled = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('cancelled');
    expect(stub.requestsTo('checkout.sessions.expire').map((r) => r.path)).toContain(
      `/v1/checkout/sessions/${sessionId}/expire`,
    );
    expect(stub.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('an order replaced by one with a referral code expires the first one’s open checkout, so only one can be paid', async () => {
    const { buyer, courseId, order, sessionId } = await openCheckout();
    const sharer = await signedInAs(t.app, 'student');
    const [owner] = await db().select({ code: users.referralCode }).from(users).where(eq(users.id, sharer.id));
    const replaced = await requestAs(t.app, buyer, 'POST', '/api/orders', {
      kind: 'course',
      itemId: courseId,
      referralCode: owner?.code,
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().order.id).not.toBe(order.id);
    expect((await orderRow(order.id))?.status).toBe('cancelled');
    expect(stub.sessions.get(sessionId)?.status).toBe('expired');
  });
});

describe('issue 26 "Bad input and faults": Stripe unreachable or refusing', () => {
  it('unreachable: Pay answers 502 with a sentence, and the order is unchanged (pending, no checkout)', async () => {
    const { buyer, order } = await pendingOrder();
    stub.setUnreachable(true);
    try {
      const response = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'payment_provider_unavailable',
        message: 'The payment service could not be reached, so nothing was charged. Try again in a minute.',
      });
    } finally {
      stub.setUnreachable(false);
    }
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      providerSessionId: null,
      checkoutUrl: null,
      providerPaymentId: null,
    });
    expect(await purchasesOf(order.id)).toEqual([]);

    // Reachable again: the same order opens its checkout.
    const retry = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('refusing: Pay answers 502 with Stripe’s reason, and the order is unchanged', async () => {
    const { buyer, order } = await pendingOrder();
    stub.refuse('checkout.sessions.create', {
      status: 400,
      type: 'invalid_request_error',
      message: 'This account cannot currently make live charges.',
    });
    try {
      const response = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({ code: 'payment_provider_refused' });
      expect(response.json().error.message).toContain('This account cannot currently make live charges.');
    } finally {
      stub.refuse('checkout.sessions.create', null);
    }
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', providerSessionId: null });
  });
});
