import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStub, signedWebhook, startStripeStub, stripeId } from '../../testing/stripe-stub';
import { type PaymentProvider, ProviderError, WebhookSignatureError } from './provider';
import { checkoutExpiresAt } from './stripe-provider';

/**
 * The Stripe provider (issue 26 item 1) against a local stub of Stripe's API: what it sends, how it
 * reads Stripe's answers and errors, and how it reads verified webhook events (toProviderEvent).
 */

let stub: StripeStub;
let stripe: PaymentProvider;
beforeAll(async () => {
  stub = await startStripeStub();
  stripe = stub.provider();
});
afterAll(async () => {
  await stub?.close();
});

/** The event `stripe` reads from a webhook of `event`, signed as Stripe signs it. */
const parse = (event: Parameters<typeof signedWebhook>[0]) => {
  const { payload, signature } = signedWebhook(event);
  return stripe.parseWebhook(Buffer.from(payload), signature);
};

describe('Stripe provider: a checkout’s expiry inside Stripe’s window', () => {
  const now = Date.parse('2026-03-02T09:00:00.000Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000);
  const seconds = (minutes: number) => now / 1000 + minutes * 60;

  it('asks for at least 32 minutes (Stripe refuses less than 30 by its clock) and less than 24 hours', () => {
    expect(checkoutExpiresAt(at(30), now)).toBe(seconds(32));
    expect(checkoutExpiresAt(at(120), now)).toBe(seconds(120));
    expect(checkoutExpiresAt(at(24 * 60), now)).toBe(seconds(24 * 60 - 10));
    expect(checkoutExpiresAt(at(-5), now)).toBe(seconds(32));
  });
});

describe('Stripe provider: calls', () => {
  it('refunds a payment intent with the idempotency key; the same key twice is one refund', async () => {
    const first = await stripe.refund({ paymentId: 'pi_123', amountCents: 1999, idempotencyKey: 'refund-abc' });
    const again = await stripe.refund({ paymentId: 'pi_123', amountCents: 1999, idempotencyKey: 'refund-abc' });
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(again.refundId).toBe(first.refundId);
    const sent = stub.requestsTo('refunds.create').at(-1);
    expect(sent).toMatchObject({ idempotencyKey: 'refund-abc', form: { payment_intent: 'pi_123', amount: '1999' } });
  });

  it('a refund Stripe has not made yet is pending; one Stripe reports failed is refused', async () => {
    stub.answerWith('refunds.create', { status: 'pending' });
    try {
      const pending = await stripe.refund({ paymentId: 'pi_2', amountCents: 500, idempotencyKey: 'refund-pending' });
      expect(pending.status).toBe('pending');
      stub.answerWith('refunds.create', { status: 'failed', failure_reason: 'expired_or_canceled_card' });
      await expect(
        stripe.refund({ paymentId: 'pi_3', amountCents: 500, idempotencyKey: 'refund-failed' }),
      ).rejects.toMatchObject({ kind: 'refused', message: expect.stringContaining('expired_or_canceled_card') });
    } finally {
      stub.answerWith('refunds.create', null);
    }
  });

  it('a refund Stripe refuses is a ProviderError with Stripe’s sentence', async () => {
    stub.refuse('refunds.create', {
      status: 400,
      type: 'invalid_request_error',
      code: 'charge_already_refunded',
      message: 'Charge ch_1 has already been refunded.',
    });
    try {
      const refused = stripe.refund({ paymentId: 'pi_1', amountCents: 100, idempotencyKey: 'refund-refused' });
      await expect(refused).rejects.toBeInstanceOf(ProviderError);
      await expect(refused).rejects.toMatchObject({
        kind: 'refused',
        message: 'Charge ch_1 has already been refunded.',
      });
    } finally {
      stub.refuse('refunds.create', null);
    }
  });

  it('Stripe unreachable is a ProviderError of kind unreachable', async () => {
    stub.setUnreachable(true);
    try {
      await expect(
        stripe.transfer({
          accountId: 'acct_1',
          amountCents: 100,
          idempotencyKey: 'payout-x',
          group: 'payout-x',
          description: 'Payout',
        }),
      ).rejects.toMatchObject({ name: 'ProviderError', kind: 'unreachable' });
    } finally {
      stub.setUnreachable(false);
    }
  });

  it('creates an Express account, its onboarding link, reads it, and transfers with the idempotency key', async () => {
    const account = await stripe.createPayoutAccount({ userId: 'user-1', email: 'trainer@example.org' });
    expect(account).toEqual({ accountId: expect.stringMatching(/^acct_/), payoutsEnabled: false });
    expect(stub.requestsTo('accounts.create').at(-1)).toMatchObject({
      idempotencyKey: 'payout-account-user-1',
      form: { type: 'express', email: 'trainer@example.org', 'capabilities[transfers][requested]': 'true' },
    });
    const link = await stripe.onboardingLink({
      accountId: account.accountId,
      returnUrl: 'http://localhost:3000/trainer/payouts?connected=1',
      refreshUrl: 'http://localhost:3000/trainer/payouts',
    });
    expect(link).toMatch(/^https:\/\/connect\.stripe\.test\//);
    expect(await stripe.getPayoutAccount(account.accountId)).toEqual(account);
    const transfer = await stripe.transfer({
      accountId: account.accountId,
      amountCents: 4200,
      idempotencyKey: 'payout-42',
      group: 'payout-42',
      description: 'Nightingale payout',
    });
    const twice = await stripe.transfer({
      accountId: account.accountId,
      amountCents: 4200,
      idempotencyKey: 'payout-42',
      group: 'payout-42',
      description: 'Nightingale payout',
    });
    expect(twice.transferId).toBe(transfer.transferId);
    // Tagged with its group, it is found again when its answer was lost; another group finds none.
    expect(stub.requestsTo('transfers.create').at(-1)?.form.transfer_group).toBe('payout-42');
    expect(await stripe.findTransfer('payout-42')).toEqual({ transferId: transfer.transferId });
    expect(await stripe.findTransfer('payout-other')).toBeNull();
    expect(stub.requestsTo('transfers.create').at(-1)).toMatchObject({
      idempotencyKey: 'payout-42',
      form: { amount: '4200', currency: 'usd', destination: account.accountId },
    });
  });
});

describe('Stripe provider: webhook events in Nightingale’s terms', () => {
  it('checkout.session.completed: the session, its order id, payment intent, amount and whether it is paid', () => {
    const orderId = '0f7d3e4a-1b2c-4d5e-8f90-a1b2c3d4e5f6';
    const event = stub.events.checkoutCompleted(stripeId('cs_test'), { amount_total: 4749, metadata: { orderId } });
    expect(parse(event)).toEqual({
      type: 'checkout.completed',
      eventId: event.id,
      sessionId: event.data.object.id,
      orderId,
      paymentId: event.data.object.payment_intent,
      amountCents: 4749,
      currency: 'usd',
      paid: true,
    });
  });

  it('checkout.session.expired, charge.refunded, refund.failed, disputes and account.updated', () => {
    const expired = stub.events.checkoutExpired('cs_test_1', { metadata: { orderId: 'o-1' } });
    expect(parse(expired)).toEqual({
      type: 'checkout.expired',
      eventId: expired.id,
      sessionId: 'cs_test_1',
      orderId: 'o-1',
    });
    const refunded = stub.events.chargeRefunded('pi_9', 1999);
    expect(parse(refunded)).toEqual({
      type: 'charge.refunded',
      eventId: refunded.id,
      paymentId: 'pi_9',
      refundedCents: 1999,
      amountCents: 1999,
    });
    const failed = stub.events.refundFailed('pi_9', 're_1');
    expect(parse(failed)).toEqual({
      type: 'refund.failed',
      eventId: failed.id,
      paymentId: 'pi_9',
      refundId: 're_1',
      reason: 'expired_or_canceled_card',
    });
    const opened = stub.events.disputeCreated('pi_9', 1999);
    expect(parse(opened)).toMatchObject({ type: 'dispute.opened', paymentId: 'pi_9', disputeId: expect.any(String) });
    const closed = stub.events.disputeClosed('pi_9', 1999, 'won');
    expect(parse(closed)).toMatchObject({ type: 'dispute.closed', paymentId: 'pi_9', won: true });
    const account = stub.events.accountUpdated('acct_7', true);
    expect(parse(account)).toEqual({
      type: 'account.updated',
      eventId: account.id,
      accountId: 'acct_7',
      payoutsEnabled: true,
    });
  });

  it('an event type Nightingale does not act on is `ignored`; a bad signature throws WebhookSignatureError', () => {
    const other = { ...stub.events.accountUpdated('acct_8', false), type: 'customer.created' };
    expect(parse(other)).toEqual({ type: 'ignored', eventId: other.id, providerType: 'customer.created' });
    const { payload } = signedWebhook(other);
    const forged = signedWebhook(other, { secret: 'whsec_other' }).signature;
    expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});
