import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PaidPlanId } from '../../../shared/plans/plans';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * The periods of the paid plans a user bought (issue 26 item 6; decision 021): one row per paid
 * order of kind `plan`, written when the order is paid, never changed. A plan runs from `startsAt`
 * (inclusive) to `endsAt` (exclusive); a renewal starts when the current one ends, an upgrade
 * starts when it is paid. Outside every period the account is on Free; nothing it made is touched.
 */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    planId: text().$type<PaidPlanId>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The paid order (payments feature) that bought this period: one period per order. */
    orderId: text().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('plan_subscriptions_order_idx').on(table.orderId),
    index('plan_subscriptions_user_idx').on(table.userId, table.endsAt),
  ],
);
