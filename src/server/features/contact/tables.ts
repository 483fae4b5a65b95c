import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/** Messages sent with the contact form (spec §2 "Contact"): the admins' inbox, each read or unread. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The sender's address, kept to trace abuse. */
    ipAddress: text(),
    /** When an admin opened or marked it read; null while unread. */
    readAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** A reply an admin sent by email to a contact message (issue 12), kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid()
      .notNull()
      .references(() => contactMessages.id),
    adminId: text()
      .notNull()
      .references(() => users.id),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);
