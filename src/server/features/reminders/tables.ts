import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * One row per reminder a user was sent (issue 25 item 6): at most one of each kind on each of her
 * local days. The row is inserted BEFORE the email and push go out, in its own statement; the unique
 * (user_id, kind, local_day) makes a second instance, a second scan or a retried job find it and
 * send nothing. At most once: a crash after the insert loses that day's reminder rather than
 * sending it twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'study' (studyReminders, daily) or 'practice-test' (practiceTestAlerts, weekly). */
    kind: text().$type<'study' | 'practice-test'>().notNull(),
    /** The user's local day (YYYY-MM-DD, her time zone) the reminder is for. */
    localDay: text().notNull(),
    ...timestamps,
  },
  (table) => [unique('reminder_deliveries_once').on(table.userId, table.kind, table.localDay)],
);

/** A browser's Web Push subscription (PushSubscription.toJSON()); one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's https URL for this browser; unique: a browser re-subscribing moves it. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text().notNull(),
    /** The browser's authentication secret, base64url. */
    auth: text().notNull(),
    ...timestamps,
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Keys this feature makes for itself, shared by every instance: 'unsubscribe' (signs one-click
 * unsubscribe links) and, in development without VAPID_* variables, 'vapid' (a Web Push key pair).
 */
export const reminderSecrets = pgTable('reminder_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});
