import Stripe from 'stripe';
import { msg } from '../../../shared/i18n/msg';
import { type PaymentProvider, ProviderError, type ProviderEvent, WebhookSignatureError } from './provider';

/** How to reach Stripe: the keys, and for offline tests a local stub's host, port and protocol. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests: a local stub server (the library accepts host, port and protocol). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Stripe accepts a Checkout Session's `expires_at` from 30 minutes to (less than) 24 hours after it
 * creates the session, by its own clock: a request for exactly 30 minutes arrives a little under
 * it and is refused. The window kept, in seconds: two minutes above the minimum (the request's way
 * there, a retry, clock skew) and ten below the maximum.
 */
const CHECKOUT_LIFETIME_SECONDS = { min: 32 * 60, max: 24 * 60 * 60 - 10 * 60 };

/**
 * The `expires_at` (epoch seconds) sent for a checkout asked to lapse at `requested`: as asked,
 * moved into Stripe's window from `nowMs` (the real time, as Stripe measures it).
 */
export function checkoutExpiresAt(requested: Date, nowMs: number = Date.now()): number {
  const now = Math.ceil(nowMs / 1000);
  const asked = Math.ceil(requested.getTime() / 1000);
  return Math.min(Math.max(asked, now + CHECKOUT_LIFETIME_SECONDS.min), now + CHECKOUT_LIFETIME_SECONDS.max);
}

/** A Stripe id field that may be an expanded object or an id. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Runs a Stripe call, turning its errors into ProviderError: unreachable, or refused with Stripe's sentence. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      throw new ProviderError(
        msg('The payment provider could not be reached. Nothing was charged; try again in a minute.'),
        'unreachable',
      );
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new ProviderError(error.message || msg('The payment provider refused the request.'), 'refused');
    }
    throw error;
  }
}

/** Stripe's event in Nightingale's terms (provider.ts); types Nightingale does not act on are `ignored`. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        type: 'checkout.completed',
        eventId: event.id,
        sessionId: session.id,
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
        paymentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        paid: session.payment_status === 'paid',
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        type: 'checkout.expired',
        eventId: event.id,
        sessionId: session.id,
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, providerType: event.type };
      return {
        type: 'charge.refunded',
        eventId: event.id,
        paymentId,
        refundedCents: charge.amount_refunded,
        amountCents: charge.amount,
      };
    }
    case 'refund.failed': {
      const refund = event.data.object;
      const paymentId = idOf(refund.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, providerType: event.type };
      return {
        type: 'refund.failed',
        eventId: event.id,
        paymentId,
        refundId: refund.id,
        reason: refund.failure_reason ?? 'unknown',
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent);
      if (!paymentId) return { type: 'ignored', eventId: event.id, providerType: event.type };
      return event.type === 'charge.dispute.created'
        ? { type: 'dispute.opened', eventId: event.id, paymentId, disputeId: dispute.id }
        : {
            type: 'dispute.closed',
            eventId: event.id,
            paymentId,
            disputeId: dispute.id,
            won: dispute.status !== 'lost',
          };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        type: 'account.updated',
        eventId: event.id,
        accountId: account.id,
        payoutsEnabled: account.payouts_enabled,
      };
    }
    default:
      return { type: 'ignored', eventId: event.id, providerType: event.type };
  }
}

/**
 * Stripe (issue 26 item 1), used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: Checkout
 * Sessions in payment mode priced by the server (the order id in the metadata of the session and of
 * its payment intent), refunds of payment intents, Connect Express accounts and transfers for
 * payouts, and webhooks verified with the library (`constructEvent`: signature and a timestamp at
 * most 300 s old). Every request that moves money carries an idempotency key.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol ?? 'https' } : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            customer_email: request.buyerEmail,
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId },
            payment_intent_data: { metadata: { orderId: request.orderId } },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: checkoutExpiresAt(request.expiresAt),
          },
          { idempotencyKey: `checkout-${request.orderId}-${request.expiresAt.getTime()}` },
        ),
      );
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async expireCheckout(sessionId) {
      await call(() => stripe.checkout.sessions.expire(sessionId));
    },
    async refund({ paymentId, amountCents, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey }),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new ProviderError(
          msg('The payment provider did not refund: {{reason}}.', { reason: refund.failure_reason ?? refund.status }),
          'refused',
        );
      }
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
    async createPayoutAccount({ userId, email }) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            metadata: { userId },
            capabilities: { transfers: { requested: true } },
          },
          { idempotencyKey: `payout-account-${userId}` },
        ),
      );
      return { accountId: account.id, payoutsEnabled: account.payouts_enabled };
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return link.url;
    },
    async getPayoutAccount(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return { accountId: account.id, payoutsEnabled: account.payouts_enabled };
    },
    async transfer({ accountId, amountCents, idempotencyKey, group, description }) {
      const transfer = await call(() =>
        stripe.transfers.create(
          { amount: amountCents, currency: 'usd', destination: accountId, description, transfer_group: group },
          { idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },
    async findTransfer(group) {
      const found = await call(() => stripe.transfers.list({ transfer_group: group, limit: 1 }));
      const [transfer] = found.data;
      return transfer ? { transferId: transfer.id } : null;
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not verify.');
      }
      return toProviderEvent(event);
    },
  };
}
