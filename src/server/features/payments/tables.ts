import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderKind, OrderStatus, PaymentProviderName } from '../../../shared/payments/orders';
import type { PayoutStatus } from '../../../shared/payments/payouts';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * Orders (issue 26): what a buyer is about to pay for, priced by the server when created, pending
 * until the provider confirms payment. A buyer holds at most one pending order per item (the
 * partial unique index), so two checkouts of one course at once are one order. `expiresAt` is when
 * an unpaid order stops holding what it reserves (a session seat). `providerSessionId` is the
 * provider's checkout (Stripe's Checkout Session), `providerPaymentId` its payment (Stripe's
 * payment intent), set when paid. Amounts in cents: `amountCents` = `priceCents` - `discountCents`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    kind: text().$type<OrderKind>().notNull(),
    itemId: text().notNull(),
    itemTitle: text().notNull(),
    priceCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    amountCents: integer().notNull(),
    currency: text().$type<'usd'>().notNull().default('usd'),
    referralCode: text(),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    provider: text().$type<PaymentProviderName>().notNull(),
    providerSessionId: text(),
    /** The provider's page where the open checkout is paid (reused by a second Pay click while it lasts). */
    checkoutUrl: text(),
    /** When the open checkout lapses at the provider; its page is reused only until then. */
    checkoutExpiresAt: timestamp({ withTimezone: true }),
    /** The line's name on the provider's checkout page ("Course: …"), from the kind's quote. */
    description: text().notNull().default(''),
    providerPaymentId: text(),
    /** Where the buyer goes to use what was bought. */
    returnPath: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    dueAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Why a paid order could not be fulfilled (then refunded at once), or why a refund was refused. */
    failureReason: text(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_one_pending_per_item')
      .on(table.buyerId, table.kind, table.itemId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('orders_provider_session_idx').on(table.providerSessionId),
    index('orders_provider_payment_idx').on(table.providerPaymentId),
    index('orders_buyer_idx').on(table.buyerId, table.createdAt),
    index('orders_item_idx').on(table.itemId, table.status),
    check(
      'orders_amounts',
      sql`${table.amountCents} + ${table.discountCents} = ${table.priceCents} and ${table.amountCents} >= 0`,
    ),
  ],
);

/**
 * Provider events already handled (issue 26): the event's id (Stripe's `evt_…`) is stored in the
 * transaction that applies it, so a replayed or duplicated event changes nothing, and a crash
 * before the commit leaves it to the provider's retry.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().$type<PaymentProviderName>().notNull(),
  type: text().notNull(),
  /** What applying it did, for support ("order paid", "ignored: unknown order"). */
  outcome: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Where a refund asked of the provider stands: asked and accepted, confirmed, or failed at the provider. */
export type RefundRequestStatus = 'requested' | 'succeeded' | 'failed';

/**
 * Refunds an admin asked the provider for (issue 26 item 3): who asked, why, and the provider's
 * refund. The purchase becomes `refunded` and its reversing ledger entries are written only when
 * the provider confirms (`charge.refunded`; the test provider confirms at once). A purchase has at
 * most one request `requested` at a time (the partial unique index). `purchaseId` names the
 * marketplace's purchase (no foreign key across features).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    purchaseId: uuid().notNull(),
    adminId: text()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    providerRefundId: text(),
    status: text().$type<RefundRequestStatus>().notNull().default('requested'),
    /** The provider's sentence when the refund failed after being accepted. */
    failureReason: text(),
    settledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('refund_requests_one_open').on(table.purchaseId).where(sql`${table.status} = 'requested'`),
    index('refund_requests_order_idx').on(table.orderId),
  ],
);

/** Where a dispute stands: open (the sale's shares held), won (released) or lost (the sale refunded). */
export type DisputeStatus = 'open' | 'won' | 'lost';

/**
 * Disputes (chargebacks) opened at the provider (issue 26 item 3): while one is `open`, the
 * disputed sale's ledger entries count as neither available nor payable; won releases them, lost
 * refunds the sale (reversing entries, reason "Dispute lost"). `id` is the provider's dispute id;
 * `purchaseId` the marketplace's purchase (null when the payment bought something else).
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: text().primaryKey(),
    paymentId: text().notNull(),
    orderId: uuid().references(() => orders.id),
    purchaseId: uuid(),
    status: text().$type<DisputeStatus>().notNull().default('open'),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('payment_disputes_purchase_idx').on(table.purchaseId, table.status)],
);

/**
 * Trainers' payout accounts at the provider (issue 26 item 4): Stripe Connect Express accounts, or
 * the test provider's simulated ones. One per trainer; `payoutsEnabled` follows the provider
 * (`account.updated`).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text()
    .primaryKey()
    .references(() => users.id),
  providerAccountId: text().notNull().unique(),
  payoutsEnabled: boolean().notNull().default(false),
  ...timestamps,
});

/**
 * Payouts of trainers' available earnings (issue 26 item 4): written `pending` with the ledger's
 * `payout` entry in one transaction (so the same money is never paid twice), then `paid` with the
 * provider's transfer id; a transfer that failed stays `pending` and the next run retries it with
 * the same idempotency key (the payout's id). Amounts in cents, above 0.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    providerAccountId: text().notNull(),
    amountCents: integer().notNull(),
    status: text().$type<PayoutStatus>().notNull().default('pending'),
    providerTransferId: text(),
    /** The provider's sentence of the last failed transfer. */
    failureReason: text(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('payouts_user_idx').on(table.userId, table.createdAt),
    index('payouts_status_idx').on(table.status),
    check('payouts_amount', sql`${table.amountCents} > 0`),
  ],
);
