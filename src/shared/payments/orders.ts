import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { optionalReferralCodeSchema } from '../marketplace/referral-code';

/**
 * Orders and checkouts (issue 26): what a buyer is about to pay for, priced by the server, pending
 * until the payment provider confirms. Amounts are integer cents (US dollars); times ISO 8601.
 */

/** What can be paid for: a trainer's course, session or video, a study plan, a programme fee. */
export const ORDER_KINDS = ['course', 'session', 'video', 'plan', 'programme_fee'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Where an order stands: `pending` (a checkout may be paid), `paid` (the provider confirmed and
 * what it buys was given), `cancelled` (the buyer gave up), `expired` (its checkout lapsed; a held
 * seat is released), `failed` (paid, but what it buys could no longer be given, so it was refunded
 * at once), `refunded` (paid, then refunded by an admin).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who takes the money: Stripe, the test provider (no card is charged), or nobody (a free item). */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'free'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Minutes an unpaid order holds what it reserves (a session seat); Stripe's shortest checkout lifetime is 30. */
export const ORDER_HOLD_MINUTES = 30;

/** The texts of the checkout (issue 26). */
export const CHECKOUT_TEXTS = {
  testCheckout: msg('Test checkout: no card is charged'),
  pending: msg('Payment pending'),
} as const;

/**
 * What the checkout says of an order that can no longer be paid, by status (the same sentences as
 * the API's 409 `order_not_pending` and `order_expired`).
 */
export const CLOSED_ORDER_MESSAGES = {
  cancelled: msg('This order was cancelled. Start again from what you wanted to buy.'),
  expired: msg('This checkout has expired and released what it held. Start again from what you wanted to buy.'),
  failed: msg(
    'This order could not be completed and its payment was refunded. Start again from what you wanted to buy.',
  ),
  refunded: msg('This order has been refunded.'),
} as const satisfies Record<Exclude<OrderStatus, 'pending' | 'paid'>, string>;

/** How a payment's method shows on a receipt and in the Payment Portal, by provider. */
export const PAYMENT_METHOD_LABELS: Record<PaymentProviderName, string> = {
  stripe: msg('Card (Stripe)'),
  test: msg('Test checkout'),
  free: msg('Free'),
};

/** Body of POST /api/orders: what to buy, with an optional referral code and the price the buyer was shown. */
export const createOrderBodySchema = z.strictObject(
  {
    kind: z.enum(ORDER_KINDS, { error: msg('kind must be one of course, session, video, plan, programme_fee.') }),
    itemId: entityId('itemId'),
    referralCode: optionalReferralCodeSchema,
    expectedPriceCents: z.optional(
      z
        .int({ error: msg('expectedPriceCents must be the whole number of cents shown.') })
        .check(z.minimum(0, msg('expectedPriceCents must be the whole number of cents shown.'))),
    ),
  },
  { error: msg('The body must be a JSON object like {"kind": "course", "itemId": "…"}.') },
);
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** Path parameters naming one order. */
export const orderParamsSchema = z.object({ orderId: entityId(msg('The order id')) });

/** One order as its buyer sees it (the checkout page, the Payment Portal). */
export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  itemId: z.string(),
  /** What is bought, as the checkout and the receipt name it. */
  itemTitle: z.string(),
  /** The list price. */
  priceCents: z.int(),
  /** The referral discount (5% with a code, decision 009). */
  discountCents: z.int(),
  /** What the buyer pays: price less discount. */
  amountCents: z.int(),
  currency: z.literal('usd'),
  referralCode: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** How it was paid, as a receipt says it ("Card (Stripe)", "Test checkout", "Free"). */
  method: z.string(),
  /** The provider's transaction id once paid (Stripe's payment intent, the test provider's id), else null. */
  transactionId: z.nullable(z.string()),
  /** Where the buyer goes to use what was bought (a course page, the sessions page…). */
  returnPath: z.string(),
  createdAt: z.string(),
  /** When an unpaid order lapses and releases what it holds; null once settled or for a fee with a due date. */
  expiresAt: z.nullable(z.string()),
  /** A programme fee's due date, else null. */
  dueAt: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** Answer of POST /api/orders (201), GET /api/orders/:orderId and POST /api/orders/:orderId/cancel. */
export const orderReceiptSchema = z.object({ order: orderSchema });
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/**
 * Answer of GET /api/orders: the buyer's orders, newest first, without those given up before paying
 * (cancelled, expired): the Payment Portal's Payments list.
 */
export const orderListSchema = z.object({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * Answer of POST /api/orders/:orderId/pay: the order and, with Stripe, the hosted checkout's
 * address to send the buyer to (null with the test provider, which has completed the order).
 */
export const payOrderResponseSchema = z.object({ order: orderSchema, redirectUrl: z.nullable(z.string()) });
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;
