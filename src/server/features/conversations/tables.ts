import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * A conversation between a student and the support team (spec §2 "Communication Center"; issue
 * 13). `lastMessageAt` orders the lists; `waitingForReply` is true while the last message is the
 * student's (the shared inbox's filter). Both move with every message, in its transaction.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    studentId: text()
      .notNull()
      .references(() => users.id),
    subject: text().notNull(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull(),
    waitingForReply: boolean().notNull(),
    ...timestamps,
  },
  (table) => [
    index('support_conversations_student_idx').on(table.studentId, table.lastMessageAt),
    index('support_conversations_waiting_idx').on(table.lastMessageAt).where(sql`${table.waitingForReply}`),
  ],
);

/**
 * One message of a conversation: the student's, or an admin's for the support team
 * (`fromSupport`). `readAt` is when the recipient read it (the student, for support's messages).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid()
      .notNull()
      .references(() => supportConversations.id),
    authorId: text()
      .notNull()
      .references(() => users.id),
    fromSupport: boolean().notNull(),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('support_messages_unread_idx')
      .on(table.conversationId)
      .where(sql`${table.fromSupport} and ${table.readAt} is null`),
  ],
);
