import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { type SignedIn, signedInAs, signedInMany } from '../../testing/accounts';
import { salesOfItem } from '../../testing/checkout';
import { createCourseAs, requestAs } from '../../testing/marketplace';
import { deliverWebhook, type StripeStub, startStripeStub } from '../../testing/stripe-stub';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSessionAs } from '../../testing/trainer-tools';

/*
 * The concurrency test of issue 26 "Tests", through checkouts and webhooks: 50 buyers of one course
 * and 20 bookers of a 3-seat session open Stripe checkouts (a local stub of Stripe's API) at once,
 * then every signed checkout.session.completed arrives at once, each twice. On PostgreSQL
 * (TEST_DATABASE_URL) the webhooks truly run side by side; the order row locked FOR UPDATE, the
 * event id's primary key and the one completed purchase per buyer and item keep the counts right.
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

/** Orders and opens the Stripe checkout of `itemId` as `buyer`: its session id, or the refusal's status and code. */
async function openCheckout(buyer: SignedIn, kind: 'course' | 'session', itemId: string) {
  const created = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind, itemId });
  if (created.statusCode !== 201) return { refused: created.statusCode, code: created.json().error.code as string };
  const { order } = created.json();
  const paid = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
  expect(paid.statusCode).toBe(200);
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  if (!row?.providerSessionId) throw new Error('the order has no checkout session');
  return { sessionId: row.providerSessionId };
}

describe('checkouts and webhooks at the same moment (Stripe)', () => {
  it('50 course buyers and 20 bookers of 3 seats: purchases = enrolled = ledger sales, each paid once, seats never over capacity', async () => {
    const course = await createCourseAs(t.app, trainer, { priceCents: 1999 });
    const session = await createSessionAs(t.app, trainer, { maxStudents: 3, priceCents: 5000 });
    const [courseBuyers, bookers] = await Promise.all([signedInMany(t.app, 50), signedInMany(t.app, 20)]);

    const [courseCheckouts, sessionCheckouts] = await Promise.all([
      Promise.all(courseBuyers.map((buyer) => openCheckout(buyer, 'course', course.id))),
      Promise.all(bookers.map((booker) => openCheckout(booker, 'session', session.id))),
    ]);
    const refused = sessionCheckouts.filter((checkout) => 'refused' in checkout);
    expect(refused).toHaveLength(17);
    expect(refused.every((checkout) => checkout.refused === 409 && checkout.code === 'session_full')).toBe(true);
    const sessionIds = [...courseCheckouts, ...sessionCheckouts].flatMap((checkout) =>
      typeof checkout.sessionId === 'string' ? [checkout.sessionId] : [],
    );
    expect(sessionIds).toHaveLength(53);
    // Nothing is bought before Stripe confirms.
    expect((await salesOfItem(db(), course.id)).purchases).toBe(0);

    // Every completion at once, each delivered twice (Stripe retries), in no particular order.
    const events = sessionIds.map((id) => stub.events.checkoutCompleted(id));
    const answers = await Promise.all([...events, ...events].map((event) => deliverWebhook(t.app, event)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

    expect(await salesOfItem(db(), course.id)).toEqual({ purchases: 50, saleGroups: 50, cents: 50 * 1999 });
    const enrolled = (await requestAs(t.app, null, 'GET', `/api/courses/${course.id}`)).json().enrolledStudents;
    expect(enrolled).toBe(50);
    expect(await salesOfItem(db(), session.id)).toEqual({ purchases: 3, saleGroups: 3, cents: 3 * 5000 });
    const listed = (await requestAs(t.app, null, 'GET', '/api/sessions')).json().sessions;
    expect(listed.find((s: { id: string }) => s.id === session.id)).toMatchObject({ seatsTaken: 3, isFull: true });
    // No payment was refunded: each event was applied once and each order paid once.
    expect(stub.requestsTo('refunds.create')).toEqual([]);
  }, 120_000);
});
