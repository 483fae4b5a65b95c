import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  BOARD_ACCOUNT_NAME_MISSING,
  BOARD_LOGIN_REQUIRED,
  BOARD_MESSAGE_NOT_FOUND,
  BOARD_PAGE_SIZE,
  BOARD_REPLIES_MAX,
  BOARD_THREAD_FULL,
  type BoardBadge,
  type BoardMessage,
  type BoardPage,
  badgeOf,
} from '../../../shared/board/messages';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserNames, isAccountDeleted } from '../account/service';
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

/** True for threads (first messages), false for replies. */
const isThread = isNull(boardMessages.parentId);

/**
 * True when the thread of the outer board_messages row has a reported message: itself or a reply
 * (the moderators' order, issue 27 item 6).
 */
const threadReported = sql<boolean>`exists (
  select 1 from ${boardMessageReports} r join ${boardMessages} m on m.id = r.message_id
  where m.id = ${boardMessages.id} or m.parent_id = ${boardMessages.id})`;

/**
 * The board's messages matching `where` as `viewer` sees them. `order` 'board': threads' order,
 * newest first (spec §7); for admins (`deleteBoardMessages`), threads with a reported message or
 * reply first, then newest first. 'replies': oldest first (a conversation's order). Admins get the
 * author's email, the report count and the reasons; others null, 0 and [].
 */
async function selectBoardMessages(
  db: Database,
  viewer: BoardViewer,
  {
    where,
    limit,
    offset = 0,
    order = 'board',
  }: { where?: SQL; limit?: number; offset?: number; order?: 'board' | 'replies' },
): Promise<BoardMessage[]> {
  const moderator = can(viewer, 'deleteBoardMessages');
  const byTime =
    order === 'replies'
      ? [asc(boardMessages.createdAt), asc(boardMessages.id)]
      : [desc(boardMessages.createdAt), desc(boardMessages.id)];
  let rows: { message: MessageRow; reportCount: number; reportReasons: string[] }[];
  if (moderator) {
    const stats = reportStats(db);
    const reportCount = sql<number>`coalesce(${stats.reportCount}, 0)`;
    const query = db
      .select({
        message: boardMessages,
        reportCount,
        reportReasons: sql<string[]>`coalesce(${stats.reportReasons}, '[]'::json)`,
      })
      .from(boardMessages)
      .leftJoin(stats, eq(stats.messageId, boardMessages.id))
      .where(where)
      .orderBy(...(order === 'board' ? [sql`${threadReported} desc`, ...byTime] : byTime))
      .offset(offset);
    rows = await (limit === undefined ? query : query.limit(limit));
  } else {
    const query = db
      .select()
      .from(boardMessages)
      .where(where)
      .orderBy(...byTime)
      .offset(offset);
    const plain = await (limit === undefined ? query : query.limit(limit));
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
    authorBadge: message.authorBadge ?? null,
    authorEmail: moderator ? message.authorEmail : null,
    parentId: message.parentId,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    mine: viewer !== null && message.authorId === viewer.id,
    reportedByMe: reportedByViewer.has(message.id),
    reportCount: Number(reportCount),
    reportReasons,
  }));
}

/**
 * GET /api/board/messages?page= (spec §7 "select all rows ordered by created_at descending"; issue
 * 27 item 6): page `page` (from 1) of BOARD_PAGE_SIZE threads, newest first by their first message,
 * each with all its replies oldest first, and `total`, the number of threads. Admins see threads
 * with a reported message or reply first (beyond the spec), with emails and reports. A page past
 * the end is empty.
 */
export async function listBoardMessages(db: Database, viewer: BoardViewer, page: number): Promise<BoardPage> {
  const [threads, [total]] = await Promise.all([
    selectBoardMessages(db, viewer, {
      where: isThread,
      limit: BOARD_PAGE_SIZE,
      offset: (page - 1) * BOARD_PAGE_SIZE,
    }),
    db.select({ total: count() }).from(boardMessages).where(isThread),
  ]);
  const replies =
    threads.length === 0
      ? []
      : await selectBoardMessages(db, viewer, {
          where: inArray(
            boardMessages.parentId,
            threads.map((thread) => thread.id),
          ),
          order: 'replies',
        });
  const repliesOf = new Map<string, BoardMessage[]>();
  for (const reply of replies) {
    const parentId = reply.parentId as string;
    repliesOf.set(parentId, [...(repliesOf.get(parentId) ?? []), reply]);
  }
  return {
    messages: threads.map((thread) => ({ ...thread, replies: repliesOf.get(thread.id) ?? [] })),
    total: total?.total ?? 0,
    page,
    pageSize: BOARD_PAGE_SIZE,
  };
}

/** The message or reply `messageId` as `viewer` sees it. Errors: 404 board_message_not_found. */
export async function getBoardMessage(db: Database, viewer: BoardViewer, messageId: string): Promise<BoardMessage> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  const [message] = await selectBoardMessages(db, viewer, { where: eq(boardMessages.id, messageId), limit: 1 });
  if (!message) throw boardMessageNotFound();
  return message;
}

/** A validated body of POST /api/board/messages: the message trimmed, email lowercased or ''; a name in it is ignored. */
interface BoardMessageInput {
  authorName?: string;
  authorEmail: string;
  message: string;
}

/**
 * The name and badge a post of `author` carries (issue 27 item 6): the account's full name, read in
 * the caller's transaction (never the body's), and the badge of her role. Errors: 400
 * board_account_name_missing when the account's name is blank (the spec's "name required" rule
 * applies to what is shown).
 */
async function accountSignature(
  tx: Database,
  author: NonNullable<BoardViewer>,
): Promise<{ authorName: string; authorBadge: BoardBadge | null }> {
  const name = (await findUserNames(tx, [author.id])).get(author.id)?.trim() ?? '';
  if (name === '') {
    throw new AppError('board_account_name_missing', { status: 400, message: BOARD_ACCOUNT_NAME_MISSING });
  }
  return { authorName: name, authorBadge: badgeOf(author.role) };
}

/**
 * Posts a message on the board at `at` (spec §5 "Message board", §7 "insert author_name,
 * author_email (or null), message"; issue 27 item 6): the signed-in `author` is kept with it, with
 * her account's name and her role's badge, whatever name the body gives; an empty email is stored as
 * null. The text is stored as typed (the page shows it as plain text, never as HTML). Returns the
 * message as its author sees it. Errors: 401 not_signed_in (BOARD_LOGIN_REQUIRED) when the author's
 * account was deleted, even by a deletion committing during the request; 400
 * board_account_name_missing.
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
        ...(await accountSignature(tx, author)),
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

/**
 * Replies at `at` to the message `messageId` (issue 27 item 6): one level, so a reply to a reply
 * joins the thread of that reply's first message. The reply carries the author's account name and
 * badge, no email. The thread's first message is locked while the reply is stored, so a deletion
 * at the same moment either waits or wins (then 404), and the thread takes at most
 * BOARD_REPLIES_MAX replies. Returns the reply as its author sees it. Errors: 404
 * board_message_not_found; 409 board_thread_full; 401 not_signed_in (BOARD_LOGIN_REQUIRED) when
 * the author's account was deleted; 400 board_account_name_missing.
 */
export async function replyToBoardMessage(
  db: Database,
  { messageId, author, message }: { messageId: string; author: NonNullable<BoardViewer>; message: string },
  at: Date,
): Promise<BoardMessage> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  const id = await db.transaction(async (tx) => {
    await assertAuthorNotDeleted(tx, author.id, BOARD_LOGIN_REQUIRED);
    const [target] = await tx
      .select({ id: boardMessages.id, parentId: boardMessages.parentId })
      .from(boardMessages)
      .where(eq(boardMessages.id, messageId));
    if (!target) throw boardMessageNotFound();
    const threadId = target.parentId ?? target.id;
    const [thread] = await tx
      .select({ id: boardMessages.id })
      .from(boardMessages)
      .where(and(eq(boardMessages.id, threadId), isThread))
      .for('update');
    if (!thread) throw boardMessageNotFound();
    const [replies] = await tx
      .select({ total: count() })
      .from(boardMessages)
      .where(eq(boardMessages.parentId, threadId));
    if ((replies?.total ?? 0) >= BOARD_REPLIES_MAX) {
      throw new AppError('board_thread_full', { status: 409, message: BOARD_THREAD_FULL });
    }
    const [row] = await tx
      .insert(boardMessages)
      .values({
        authorId: author.id,
        ...(await accountSignature(tx, author)),
        authorEmail: null,
        message,
        parentId: threadId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: boardMessages.id });
    if (!row) throw new Error('the board reply was not stored');
    return row.id;
  });
  return getBoardMessage(db, author, id);
}
