import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BoardBadge } from '../../../shared/board/messages';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/**
 * The community message board (spec §3 "message_board row", §7): the author's name (since issue 27
 * item 6 her account name at the time of posting; older rows keep the name as typed), the optional
 * email as typed, the message, and the signed-in author who posted it. A reply (issue 27 item 6)
 * has `parentId`, the thread's first message (one level: a reply never has replies); deleting the
 * first message deletes its replies (cascade).
 */
export const boardMessages = pgTable(
  'board_messages',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    authorId: text()
      .notNull()
      .references(() => users.id),
    authorName: text().notNull(),
    authorEmail: text(),
    message: text().notNull(),
    /** The author's role when she posted, for the badge: 'trainer' or 'admin'; null for others and for posts before issue 27. */
    authorBadge: text().$type<BoardBadge>(),
    parentId: uuid().references((): AnyPgColumn => boardMessages.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    index('board_messages_created_idx').on(table.createdAt),
    index('board_messages_author_idx').on(table.authorId),
    index('board_messages_parent_idx').on(table.parentId, table.createdAt),
  ],
);

/** A signed-in user's report of a message (beyond the spec): one per user per message, removed with the message. */
export const boardMessageReports = pgTable(
  'board_message_reports',
  {
    messageId: uuid()
      .notNull()
      .references(() => boardMessages.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.reporterId] })],
);
