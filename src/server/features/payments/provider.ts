import type { PaymentProviderName } from '../../../shared/payments/orders';

/**
 * The payment provider boundary (issue 26 item 1): what Nightingale asks of whoever takes the
 * money, and the provider's events in Nightingale's terms. Two providers implement it: Stripe
 * (stripe-provider.ts, with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) and the test provider
 * (test-provider.ts, the embedded default: no card is charged).
 */

/** What a checkout sells: one line, priced by the server. */
export interface CheckoutRequest {
  orderId: string;
  buyerEmail: string;
  /** The line's name on the provider's page ("Course: Pharmacology Mastery"). */
  description: string;
  /** What the buyer pays, in cents (US dollars). */
  amountCents: number;
  /** Where the provider sends the buyer after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout lapses (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
}

/** A checkout the provider opened: its id and the page the buyer pays on (null: completed at once). */
export interface CheckoutSession {
  sessionId: string;
  url: string | null;
  /** With the test provider: the payment id of the checkout it completed at once. */
  completedPaymentId?: string;
  /** When the provider will close the checkout, if not when asked (Stripe keeps a window of its own). */
  expiresAt?: Date;
}

/** A refund the provider accepted: its id and whether it already succeeded or is still pending. */
export interface ProviderRefund {
  refundId: string;
  status: 'succeeded' | 'pending';
}

/** A trainer's payout account at the provider. */
export interface PayoutAccount {
  accountId: string;
  /** True once the provider lets it receive transfers. */
  payoutsEnabled: boolean;
}

/** A transfer the provider made to a payout account. */
export interface ProviderTransfer {
  transferId: string;
}

/**
 * A provider event, verified and put in Nightingale's terms. `eventId` is the provider's own id
 * (stored so a replay changes nothing).
 */
export type ProviderEvent =
  | {
      type: 'checkout.completed';
      eventId: string;
      sessionId: string;
      orderId: string | null;
      paymentId: string | null;
      amountCents: number;
      currency: string;
      paid: boolean;
    }
  | { type: 'checkout.expired'; eventId: string; sessionId: string; orderId: string | null }
  | { type: 'charge.refunded'; eventId: string; paymentId: string; refundedCents: number; amountCents: number }
  | { type: 'refund.failed'; eventId: string; paymentId: string; refundId: string; reason: string }
  | { type: 'dispute.opened'; eventId: string; paymentId: string; disputeId: string }
  /** `won` unless Stripe closed it `lost` (an inquiry closed as `warning_closed` took no money: not a loss). */
  | { type: 'dispute.closed'; eventId: string; paymentId: string; disputeId: string; won: boolean }
  | { type: 'account.updated'; eventId: string; accountId: string; payoutsEnabled: boolean }
  | { type: 'ignored'; eventId: string; providerType: string };

/** The errors a provider call can end in: refused (a sentence from the provider) or unreachable. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** What Nightingale asks of a payment provider. Every call may throw ProviderError. */
export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'free'>;
  /** Opens a checkout for an order (Stripe: a Checkout Session with the order id in its metadata). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Expires an open checkout so it can no longer be paid (the buyer cancelled the order). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds a payment in full; the same `idempotencyKey` twice refunds once. */
  refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<ProviderRefund>;
  /** Creates a payout account for a trainer (Stripe Connect Express). */
  createPayoutAccount(request: { userId: string; email: string }): Promise<PayoutAccount>;
  /** The onboarding page where the trainer completes her payout account, or null when none is needed. */
  onboardingLink(request: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string | null>;
  /** The account as the provider sees it now. */
  getPayoutAccount(accountId: string): Promise<PayoutAccount>;
  /**
   * Pays `amountCents` to a payout account; the same `idempotencyKey` twice pays once (Stripe keeps
   * a key 24 hours). The transfer is tagged with `group` (Stripe's `transfer_group`), so it can be
   * found later (findTransfer) when its answer was lost.
   */
  transfer(request: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    group: string;
    description: string;
  }): Promise<ProviderTransfer>;
  /** The transfer tagged `group`, if one was made (a payout whose answer was lost), else null. */
  findTransfer(group: string): Promise<ProviderTransfer | null>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event, or throws
   * WebhookSignatureError. Only Stripe receives webhooks; the test provider refuses them.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A webhook whose signature, timestamp or body does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
