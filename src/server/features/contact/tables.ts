import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';

/**
 * Messages sent with the contact form (spec §2 "Contact"), as received, with the sender's
 * address. Each one is answered in the support queue (issue 23): its conversation has the same id
 * (the conversations feature's `openContactConversation`).
 */
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
