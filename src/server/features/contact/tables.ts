import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';

/** Messages sent with the contact form (spec §2 "Contact"); read by admins. */
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
    ...timestamps,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
