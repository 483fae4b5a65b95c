import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/payments/orders';
import type { Timeline } from '../../../shared/tracking/tracking';
import { orders } from '../../db/schema';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { checkoutAs } from '../../testing/checkout';
import { requestAs } from '../../testing/marketplace';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Programme fees as real pending payments (issue 26 item 5; spec §9 "Program fees: 365, 200, 525, 425 USD").
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const enrol = (who: SignedIn, programId: string) =>
  requestAs(t.app, who, 'PUT', '/api/programs/enrolment', { programId });
const fees = async (who: SignedIn): Promise<Order[]> => {
  const response = await requestAs(t.app, who, 'GET', '/api/programs/fees');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fees;
};
const feeRows = (who: SignedIn) =>
  t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, who.id), eq(orders.kind, 'programme_fee')));
const feeStep = async (who: SignedIn) => {
  const response = await requestAs(t.app, who, 'GET', '/api/tracking');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Timeline).steps.find((step) => step.key === 'programme-fee-paid');
};

describe('issue 26 item 5: a programme fee is opened at enrolment', () => {
  it('enrolling opens the fee as a pending order due 30 days later that never lapses; the same programme again opens no second one', async () => {
    const student = await signedInAs(t.app);
    expect(await fees(student)).toEqual([]);
    expect((await enrol(student, 'nclex-rn-us')).statusCode).toBe(200);
    const now = t.clock.now();
    const [fee] = await fees(student);
    expect(fee).toMatchObject({
      kind: 'programme_fee',
      itemId: 'nclex-rn-us',
      itemTitle: 'Programme fee: NCLEX-RN Pathway: United States',
      priceCents: 36_500,
      amountCents: 36_500,
      status: 'pending',
      expiresAt: null,
      dueAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      paidAt: null,
    });
    expect((await enrol(student, 'nclex-rn-us')).statusCode).toBe(200);
    expect(await fees(student)).toHaveLength(1);
    // It is owed while enrolled: it cannot be cancelled from its checkout.
    const cancel = await requestAs(t.app, student, 'POST', `/api/orders/${fee?.id}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('order_not_cancellable');
    expect((await fees(student)).map((order) => order.status)).toEqual(['pending']);
    // Signed out: 401.
    expect((await requestAs(t.app, null, 'GET', '/api/programs/fees')).statusCode).toBe(401);
  });

  it('changing programme cancels the unpaid fee of the old one and opens the new one (spec §9: 200 and 525 USD)', async () => {
    const student = await signedInAs(t.app);
    await enrol(student, 'nclex-pn-us');
    t.clock.advance(60);
    await enrol(student, 'nclex-rn-canada');
    const [fee] = await fees(student);
    expect(fee).toMatchObject({ itemId: 'nclex-rn-canada', amountCents: 52_500, status: 'pending' });
    expect(await fees(student)).toHaveLength(1);
    const rows = await feeRows(student);
    expect(rows.map((row) => [row.itemId, row.amountCents, row.status]).sort()).toEqual([
      ['nclex-pn-us', 20_000, 'cancelled'],
      ['nclex-rn-canada', 52_500, 'pending'],
    ]);
  });
});

describe('issue 26 item 5: paying the fee through the checkout', () => {
  it('the student pays her fee with the test provider: one order, paid, on the timeline with its date', async () => {
    const student = await signedInAs(t.app);
    await enrol(student, 'nclex-rn-us');
    expect(await feeStep(student)).toMatchObject({
      title: 'Programme fee paid',
      status: 'in-progress',
      completedOn: null,
    });
    const [pending] = await fees(student);
    const paid = await checkoutAs(t.app, student, { kind: 'programme_fee', itemId: 'nclex-rn-us' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order).toMatchObject({
      id: pending?.id,
      status: 'paid',
      amountCents: 36_500,
      method: 'Test checkout',
      transactionId: expect.any(String),
      paidAt: t.clock.now().toISOString(),
    });
    expect(await feeRows(student)).toHaveLength(1);
    // The test clock is 2026-03-02T09:00Z: in the student's zone (America/New_York) that is 2 March.
    expect(await feeStep(student)).toMatchObject({ status: 'completed', completedOn: '2026-03-02', dueOn: null });

    // Paid once: a second order is 409; leaving and coming back opens no second fee.
    const again = await checkoutAs(t.app, student, { kind: 'programme_fee', itemId: 'nclex-rn-us' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('programme_fee_paid');
    await enrol(student, 'nclex-pn-us');
    await enrol(student, 'nclex-rn-us');
    expect((await fees(student)).map((fee) => [fee.itemId, fee.status])).toEqual([['nclex-rn-us', 'paid']]);
  });

  it('refuses a fee of a programme she is not enrolled in (404), and the browser’s price (409 price_changed)', async () => {
    const student = await signedInAs(t.app);
    const none = await checkoutAs(t.app, student, { kind: 'programme_fee', itemId: 'nclex-rn-us' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('programme_fee_not_found');
    await enrol(student, 'nclex-pn-us');
    const other = await checkoutAs(t.app, student, { kind: 'programme_fee', itemId: 'nclex-rn-us' });
    expect(other.statusCode).toBe(404);
    const cheap = await checkoutAs(t.app, student, {
      kind: 'programme_fee',
      itemId: 'nclex-pn-us',
      expectedPriceCents: 100,
    });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().error.code).toBe('price_changed');
    const [fee] = await fees(student);
    expect(fee).toMatchObject({ itemId: 'nclex-pn-us', status: 'pending' });
  });

  it('without a programme the fee step is pending', async () => {
    const student = await signedInAs(t.app);
    expect(await feeStep(student)).toMatchObject({ status: 'pending', completedOn: null });
  });
});
