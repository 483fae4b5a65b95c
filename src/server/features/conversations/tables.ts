import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * A conversation between someone and the support team: the one support queue (spec §2
 * "Communication Center", "Contact"; issues 13 and 23). A student's (`studentId`) was started in the
 * Communication Center or came from the contact form, sent signed in with her account's email; a visitor's
 * (`studentId` null, `visitorName`/`visitorEmail`) came from the contact form and is answered by
 * email. A contact-form conversation (`source` 'contact') has the id of its `contact_messages` row.
 * `lastMessageAt` orders the lists; `waitingForReply` is true while support owes an answer;
 * `closedAt` is set while support has closed it (the reopen rule: `next-state.ts`). They move with
 * every message, in its transaction.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    studentId: text().references(() => users.id),
    visitorName: text(),
    visitorEmail: text(),
    /** A visitor's language (issue 29: LANGUAGE_CODES), the one her contact form was sent in; support's emails to her are in it. Null: English. */
    visitorLanguage: text(),
    source: text().notNull().default('communication'),
    subject: text().notNull(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull(),
    waitingForReply: boolean().notNull(),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('support_conversations_student_idx').on(table.studentId, table.lastMessageAt),
    index('support_conversations_waiting_idx').on(table.lastMessageAt).where(sql`${table.waitingForReply}`),
    check('support_conversations_source', sql`${table.source} in ('communication', 'contact')`),
    check(
      'support_conversations_someone',
      sql`${table.studentId} is not null or (${table.visitorName} is not null and ${table.visitorEmail} is not null)`,
    ),
  ],
);

/**
 * One message of a conversation: the student's or visitor's (a visitor's has no `authorId`), or
 * an admin's for the support team (`fromSupport`). `readAt` is when the recipient read it (the
 * student, for support's messages).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid()
      .notNull()
      .references(() => supportConversations.id),
    authorId: text().references(() => users.id),
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

/**
 * An internal note an admin left on a conversation (issue 23): read by the support team only,
 * never in a student's answers (a table of its own, which no student route reads).
 */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid()
      .notNull()
      .references(() => supportConversations.id),
    authorId: text()
      .notNull()
      .references(() => users.id),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_notes_conversation_idx').on(table.conversationId, table.createdAt)],
);
