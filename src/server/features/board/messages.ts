import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  BOARD_LOGIN_REQUIRED,
  BOARD_MESSAGE_NOT_FOUND,
  BOARD_PAGE_SIZE,
  type BoardMessage,
  type BoardPage,
} from '../../../shared/board/messages';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { isAccountDeleted } from '../account/service';
import { boardMessageReports, boardMessages } from './tables';

/** The viewer of the board: a signed-in user, or null for a visitor. */
type BoardViewer = Pick<AccountUser, 'id' | 'role' | 'isRegistered'> | null;

/** 404 board_message_not_found with BOARD_MESSAGE_NOT_FOUND. */
export function boardMessageNotFound(): AppError {
  return new AppError('board_message_not_found', { status: 404, message: BOARD_MESSAGE_NOT_FOUND });
}

/**
 * Refuses, in the caller's transaction, a user whose account was deleted (issue 12), also by a
 * deletion committing while the request was under way: the account row is read with a KEY SHARE
 * lock (`isAccountDeleted`), so a deletion under way is waited for and then seen, and one that
 * starts later waits for this transaction. Take it before any other lock of the action, as the
 * deletion takes the account row before the board's rows. Errors: 401 not_signed_in with `message`.
 */
export async function assertAuthorNotDeleted(tx: Database, userId: string, message: string): Promise<void> {
  if (await isAccountDeleted(tx, userId)) throw new AppError('not_signed_in', { status: 401, message });
}

/** True when `id` could name a board message (a UUID); anything else names none, so it is a 404, not a 500. */
export function isBoardMessageId(id: string): boolean {
  return isUuid(id);
}

/** Reports of each reported message: how many and their non-empty reasons, oldest first. */
function reportStats(db: Database) {
  return db
    .select({
      messageId: boardMessageReports.messageId,
      reportCount: sql<number>`count(*)::int`.as('report_count'),
      reportReasons: sql<string[]>`coalesce(
        json_agg(${boardMessageReports.reason} order by ${boardMessageReports.createdAt})
          filter (where ${boardMessageReports.reason} is not null),
        '[]'::json)`.as('report_reasons'),
    })
    .from(boardMessageReports)
    .groupBy(boardMessageReports.messageId)
    .as('report_stats');
}

type MessageRow = typeof boardMessages.$inferSelect;

/**
 * The board's messages matching `where` as `viewer` sees them, in the board's order: newest first
 * (spec §7); for admins (`deleteBoardMessages`), messages with reports first, then newest first,
 * with the author's email, the report count and the reasons. Others get null, 0 and [].
 */
async function selectBoardMessages(
  db: Database,
  viewer: BoardViewer,
  { where, limit, offset = 0 }: { where?: SQL; limit: number; offset?: number },
): Promise<BoardMessage[]> {
  const moderator = can(viewer, 'deleteBoardMessages');
  let rows: { message: MessageRow; reportCount: number; reportReasons: string[] }[];
  if (moderator) {
    const stats = reportStats(db);
    const reportCount = sql<number>`coalesce(${stats.reportCount}, 0)`;
    rows = await db
      .select({
        message: boardMessages,
        reportCount,
        reportReasons: sql<string[]>`coalesce(${stats.reportReasons}, '[]'::json)`,
      })
      .from(boardMessages)
      .leftJoin(stats, eq(stats.messageId, boardMessages.id))
      .where(where)
      .orderBy(sql`${reportCount} > 0 desc`, desc(boardMessages.createdAt), desc(boardMessages.id))
      .limit(limit)
      .offset(offset);
  } else {
    const plain = await db
      .select()
      .from(boardMessages)
      .where(where)
      .orderBy(desc(boardMessages.createdAt), desc(boardMessages.id))
      .limit(limit)
      .offset(offset);
    rows = plain.map((message) => ({ message, reportCount: 0, reportReasons: [] }));
  }
  const reportedByViewer = new Set<string>();
  if (viewer && rows.length > 0) {
    const reported = await db
      .select({ messageId: boardMessageReports.messageId })
      .from(boardMessageReports)
      .where(
        and(
          eq(boardMessageReports.reporterId, viewer.id),
          inArray(
            boardMessageReports.messageId,
            rows.map((row) => row.message.id),
          ),
        ),
      );
    for (const report of reported) reportedByViewer.add(report.messageId);
  }
  return rows.map(({ message, reportCount, reportReasons }) => ({
    id: message.id,
    authorName: message.authorName,
    authorEmail: moderator ? message.authorEmail : null,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    mine: viewer !== null && message.authorId === viewer.id,
    reportedByMe: reportedByViewer.has(message.id),
    reportCount: Number(reportCount),
    reportReasons,
  }));
}

/**
 * GET /api/board/messages?page= (spec §7 "select all rows ordered by created_at descending"): page
 * `page` (from 1) of BOARD_PAGE_SIZE messages, newest first, and `total`, the number of messages.
 * Admins see reported messages first (beyond the spec), with emails and reports. A page past the
 * end is empty.
 */
export async function listBoardMessages(db: Database, viewer: BoardViewer, page: number): Promise<BoardPage> {
  const [messages, [total]] = await Promise.all([
    selectBoardMessages(db, viewer, { limit: BOARD_PAGE_SIZE, offset: (page - 1) * BOARD_PAGE_SIZE }),
    db.select({ total: count() }).from(boardMessages),
  ]);
  return { messages, total: total?.total ?? 0, page, pageSize: BOARD_PAGE_SIZE };
}

/** The message `messageId` as `viewer` sees it. Errors: 404 board_message_not_found. */
export async function getBoardMessage(db: Database, viewer: BoardViewer, messageId: string): Promise<BoardMessage> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  const [message] = await selectBoardMessages(db, viewer, { where: eq(boardMessages.id, messageId), limit: 1 });
  if (!message) throw boardMessageNotFound();
  return message;
}

/** A validated body of POST /api/board/messages: trimmed name and message, email lowercased or ''. */
interface BoardMessageInput {
  authorName: string;
  authorEmail: string;
  message: string;
}

/**
 * Posts a message on the board at `at` (spec §5 "Message board", §7 "insert author_name,
 * author_email (or null), message"): the signed-in `author` is kept with it; an empty email is
 * stored as null. The text is stored as typed (the page shows it as plain text, never as HTML).
 * Returns the message as its author sees it. Errors: 401 not_signed_in (BOARD_LOGIN_REQUIRED) when
 * the author's account was deleted, even by a deletion committing during the request.
 */
export async function postBoardMessage(
  db: Database,
  author: NonNullable<BoardViewer>,
  body: BoardMessageInput,
  at: Date,
): Promise<BoardMessage> {
  const id = await db.transaction(async (tx) => {
    await assertAuthorNotDeleted(tx, author.id, BOARD_LOGIN_REQUIRED);
    const [row] = await tx
      .insert(boardMessages)
      .values({
        authorId: author.id,
        authorName: body.authorName,
        authorEmail: body.authorEmail || null,
        message: body.message,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: boardMessages.id });
    if (!row) throw new Error('the board message was not stored');
    return row.id;
  });
  return getBoardMessage(db, author, id);
}
