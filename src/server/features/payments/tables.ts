import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderKind, OrderStatus, PaymentProviderName } from '../../../shared/payments/orders';
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
    /** The provider's page where the open checkout is paid (reused by a second Pay click). */
    checkoutUrl: text(),
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
