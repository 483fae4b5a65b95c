import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { PAYMENT_METHOD_LABELS } from '../../../shared/payments/orders';
import { type SignedIn, signedInAs } from '../../testing/accounts';
import { buy, createCourseAs, requestAs } from '../../testing/marketplace';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { findActiveAccountRow, toAccountUser } from '../account/service';
import { createOrder } from './orders';
import { createReceiptSender } from './receipts';
import type { OrderKindHandler } from './service';

let t: TestApp;
let trainer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await signedInAs(t.app, 'trainer');
});
afterAll(async () => {
  await t.close();
});

const receiptsTo = (email: string) => t.mail.filter((mail) => mail.to === email && /receipt/i.test(mail.subject));

describe('issue 26 item 7: receipts', () => {
  it('emails one receipt for a paid order: the item, the amount, the date in the buyer’s time zone, the method, the transaction id and the Payment Portal', async () => {
    const buyer = await signedInAs(t.app, 'student', { firstName: 'Amara' });
    const saved = await requestAs(t.app, buyer, 'PUT', '/api/account/settings', {
      ...DEFAULT_SETTINGS,
      timezone: 'Asia/Tokyo',
    });
    expect(saved.statusCode).toBe(200);
    const course = await createCourseAs(t.app, trainer, { title: 'Receipts for Nurses', priceCents: 2000 });

    const response = await buy(t.app, buyer, course.id);
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.status).toBe('paid');
    expect(order.transactionId).toMatch(/^test_pi_/);

    const receipts = receiptsTo(buyer.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe('Your Nightingale receipt: Receipts for Nurses');
    const text = receipt?.text ?? '';
    expect(text).toContain('Hello Amara,');
    expect(text).toContain('Item: Receipts for Nurses');
    expect(text).toContain('Amount: $20.00 (US dollars)');
    // The test clock is 2026-03-02T09:00Z: 6:00 PM in Tokyo.
    expect(text).toContain('Date: 3/2/26, 6:00 PM GMT+9');
    expect(text).toContain(`Method: ${PAYMENT_METHOD_LABELS.test}`);
    expect(text).toContain(`Transaction ID: ${order.transactionId}`);
    expect(text).toContain(`Order: ${order.id}`);
    expect(text).toContain(`${TEST_ORIGIN}/payment`);

    // Paying again answers the paid order and sends nothing more.
    const again = await requestAs(t.app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
    expect(again.statusCode).toBe(200);
    expect(receiptsTo(buyer.email)).toHaveLength(1);
  });

  it('shows the list price and the referral discount on a receipt paid with a code', async () => {
    const [buyer, referrer] = await Promise.all([signedInAs(t.app), signedInAs(t.app)]);
    const me = await requestAs(t.app, referrer, 'GET', '/api/payments');
    const code: string = me.json().referralCode;
    const course = await createCourseAs(t.app, trainer, { title: 'Referral Receipts', priceCents: 4000 });
    const response = await buy(t.app, buyer, course.id, code);
    expect(response.statusCode).toBe(201);
    const [receipt] = receiptsTo(buyer.email);
    expect(receipt?.text).toContain('Amount: $38.00 (US dollars)');
    expect(receipt?.text).toContain('List price: $40.00');
    expect(receipt?.text).toContain(`Referral discount (code ${code}): -$2.00`);
  });

  it('still sends the receipt when the order’s kind fails to add its part (issue 27 item 3: a calendar file)', async () => {
    const buyer = await signedInAs(t.app);
    const course = await createCourseAs(t.app, trainer, { title: 'Receipt Despite Extras', priceCents: 1200 });
    const { order } = (await buy(t.app, buyer, course.id)).json();
    const before = receiptsTo(buyer.email).length;
    const failing: OrderKindHandler = {
      ...t.app.payments.kinds.course,
      async receiptExtra() {
        throw new Error('the calendar file could not be made');
      },
    };
    const send = createReceiptSender({
      db: t.app.database.db,
      mailer: t.app.mailer,
      publicUrl: TEST_ORIGIN,
      log: t.app.log,
      kinds: { course: failing },
    });
    await send(order);
    const receipts = receiptsTo(buyer.email);
    expect(receipts).toHaveLength(before + 1);
    expect(receipts.at(-1)?.text).toContain('Item: Receipt Despite Extras');
    expect(receipts.at(-1)?.attachments ?? []).toHaveLength(0);
  });

  it('sends no receipt for a free order, paid at once without a provider', async () => {
    const buyer = await signedInAs(t.app);
    const free: OrderKindHandler = {
      async quote() {
        return {
          itemTitle: 'A free session',
          description: 'Session: A free session',
          priceCents: 0,
          discountCents: 0,
          amountCents: 0,
          referralCode: null,
          returnPath: '/trainer-sessions',
        };
      },
      async fulfil() {},
    };
    const ctx = { ...t.app.payments, kinds: { ...t.app.payments.kinds, session: free } };
    const row = await findActiveAccountRow(t.app.database.db, buyer.id);
    if (!row) throw new Error('the buyer’s account is missing');
    const user = toAccountUser(row);
    const order = await createOrder(
      ctx,
      { buyer: user, body: { kind: 'session', itemId: '00000000-0000-4000-8000-000000000001' } },
      t.clock.now(),
    );
    expect(order).toMatchObject({ status: 'paid', provider: 'free', amountCents: 0 });
    expect(receiptsTo(buyer.email)).toHaveLength(0);
  });

  it('lists the buyer’s own orders, newest first, on GET /api/orders, without cancelled ones', async () => {
    const buyer = await signedInAs(t.app);
    const first = await createCourseAs(t.app, trainer, { title: 'First Bought', priceCents: 1500 });
    const second = await createCourseAs(t.app, trainer, { title: 'Left Pending', priceCents: 1700 });
    const third = await createCourseAs(t.app, trainer, { title: 'Given Up', priceCents: 1900 });
    expect((await buy(t.app, buyer, first.id)).statusCode).toBe(201);
    t.clock.advance(60);
    const pending = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind: 'course', itemId: second.id });
    expect(pending.statusCode).toBe(201);
    t.clock.advance(60);
    const given = await requestAs(t.app, buyer, 'POST', '/api/orders', { kind: 'course', itemId: third.id });
    const cancelled = await requestAs(t.app, buyer, 'POST', `/api/orders/${given.json().order.id}/cancel`, {});
    expect(cancelled.json().order.status).toBe('cancelled');

    const list = await requestAs(t.app, buyer, 'GET', '/api/orders');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().orders.map((order: { itemTitle: string; status: string }) => [order.itemTitle, order.status]),
    ).toEqual([
      ['Left Pending', 'pending'],
      ['First Bought', 'paid'],
    ]);
    const other = await signedInAs(t.app);
    expect((await requestAs(t.app, other, 'GET', '/api/orders')).json()).toEqual({ orders: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { origin: TEST_ORIGIN } })).statusCode,
    ).toBe(401);
  });
});
