import { and, count, eq, ne } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  BOARD_DELETE_OWN_FORBIDDEN,
  BOARD_THREAD_HAS_REPLIES,
  type BoardMessage,
} from '../../../shared/board/messages';
import { msg } from '../../../shared/i18n/msg';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserNames } from '../account/service';
import { recordAudit } from '../audit/service';
import { assertAuthorNotDeleted, boardMessageNotFound, getBoardMessage, isBoardMessageId } from './messages';
import { boardMessageReports, boardMessages } from './tables';

/** What a signed-out visitor (or a user whose account was just deleted) reads when they report a message. */
export const REPORT_LOGIN_REQUIRED = msg('Please log in to report a message.');

/** What a user reads when they report their own message. */
export const CANNOT_REPORT_OWN_MESSAGE = msg('You cannot report your own message.');

/** The author's account name, for the audit log's sentence. */
async function authorName(db: Database, authorId: string): Promise<string> {
  return (await findUserNames(db, [authorId])).get(authorId) ?? 'a deleted account';
}

/**
 * Deletes the board message or reply `messageId` at `at` (spec §6 "Delete board messages", §7
 * "delete by id (admin only)"; issue 27 item 6 "authors delete their own posts"): its author or an
 * admin may; the reports go with it, and deleting a thread's first message deletes its replies
 * (and theirs). An author deletes her thread only while no one else has replied to it: others'
 * replies are theirs, which she may not delete one by one either. An admin's deletion is recorded in the same transaction in the audit log,
 * `board_message.deleted` (before: the name, email, text and the number of replies removed; the
 * author as the user acted on); an author's deletion of her own message is not. Of two deletions
 * at once, one succeeds and the other gets the 404. Errors: 404 board_message_not_found (unknown,
 * already deleted or not a message id); 403 forbidden (BOARD_DELETE_OWN_FORBIDDEN) for another's
 * message; 409 board_thread_has_replies (BOARD_THREAD_HAS_REPLIES) for an author's thread with
 * others' replies.
 */
export async function deleteBoardMessage(
  db: Database,
  { messageId, actor }: { messageId: string; actor: AccountUser },
  at: Date,
): Promise<void> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(boardMessages).where(eq(boardMessages.id, messageId)).for('update');
    if (!target) throw boardMessageNotFound();
    const moderator = can(actor, 'deleteBoardMessages');
    if (target.authorId !== actor.id && !moderator) {
      throw new AppError('forbidden', { status: 403, message: BOARD_DELETE_OWN_FORBIDDEN });
    }
    if (!moderator && target.parentId === null) {
      // Her own thread, but not others' replies under it: those stay (an admin may remove them all).
      // A reply being written locks the thread first, so it is counted here or refused with 404.
      const [others] = await tx
        .select({ total: count() })
        .from(boardMessages)
        .where(and(eq(boardMessages.parentId, messageId), ne(boardMessages.authorId, actor.id)));
      if ((others?.total ?? 0) > 0) {
        throw new AppError('board_thread_has_replies', { status: 409, message: BOARD_THREAD_HAS_REPLIES });
      }
    }
    const [replies] = await tx
      .select({ total: count() })
      .from(boardMessages)
      .where(eq(boardMessages.parentId, messageId));
    const [deleted] = await tx.delete(boardMessages).where(eq(boardMessages.id, messageId)).returning();
    if (!deleted) throw boardMessageNotFound();
    if (!moderator) return;
    const replyCount = replies?.total ?? 0;
    const kind = deleted.parentId ? 'reply' : 'message';
    const withReplies = replyCount === 0 ? '' : ` and its ${replyCount === 1 ? 'reply' : `${replyCount} replies`}`;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'board_message.deleted',
      subjectType: 'board_message',
      subjectId: deleted.id,
      subjectUserId: deleted.authorId,
      summary: `Deleted a board ${kind} by ${await authorName(tx, deleted.authorId)}${withReplies}`,
      before: {
        authorName: deleted.authorName,
        authorEmail: deleted.authorEmail,
        message: deleted.message,
        ...(deleted.parentId ? { parentId: deleted.parentId } : { replyCount }),
      },
      after: null,
      at,
    });
  });
}

/**
 * A signed-in user reports the message `messageId` at `at` with an optional `reason` (beyond the
 * spec): once per user, so reporting again changes nothing (the first reason stays). Returns the
 * message as the reporter now sees it (`reportedByMe` true).
 * Errors: 400 cannot_report_own_message; 404 board_message_not_found; 401 not_signed_in
 * (REPORT_LOGIN_REQUIRED) when the reporter's account was deleted, even during the request.
 */
export async function reportBoardMessage(
  db: Database,
  { messageId, reporter, reason }: { messageId: string; reporter: AccountUser; reason: string },
  at: Date,
): Promise<BoardMessage> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  await db.transaction(async (tx) => {
    // The reporter's row first, as a deletion locks it before the board's rows: no cycle.
    await assertAuthorNotDeleted(tx, reporter.id, REPORT_LOGIN_REQUIRED);
    // Shared lock: a delete at the same moment waits, so the report never points at a removed message.
    const [message] = await tx
      .select({ authorId: boardMessages.authorId })
      .from(boardMessages)
      .where(eq(boardMessages.id, messageId))
      .for('share');
    if (!message) throw boardMessageNotFound();
    if (message.authorId === reporter.id) {
      throw new AppError('cannot_report_own_message', { status: 400, message: CANNOT_REPORT_OWN_MESSAGE });
    }
    await tx
      .insert(boardMessageReports)
      .values({ messageId, reporterId: reporter.id, reason: reason || null, createdAt: at })
      .onConflictDoNothing();
  });
  return getBoardMessage(db, reporter, messageId);
}

/**
 * An admin keeps the reported message `messageId` and dismisses its reports at `at` (beyond the
 * spec): the reports are removed, so it is no longer listed first. In one transaction with the
 * audit entry `board_message.reports_dismissed` (before: the count and reasons), written only when
 * there were reports to dismiss. Errors: 404 board_message_not_found.
 */
export async function dismissBoardReports(
  db: Database,
  { messageId, admin }: { messageId: string; admin: AccountUser },
  at: Date,
): Promise<void> {
  if (!isBoardMessageId(messageId)) throw boardMessageNotFound();
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: boardMessages.id, authorId: boardMessages.authorId })
      .from(boardMessages)
      .where(eq(boardMessages.id, messageId))
      .for('update');
    if (!message) throw boardMessageNotFound();
    const dismissed = await tx
      .delete(boardMessageReports)
      .where(eq(boardMessageReports.messageId, messageId))
      .returning({ reason: boardMessageReports.reason, createdAt: boardMessageReports.createdAt });
    if (dismissed.length === 0) return;
    dismissed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const reports = dismissed.length === 1 ? 'its report' : `its ${dismissed.length} reports`;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'board_message.reports_dismissed',
      subjectType: 'board_message',
      subjectId: message.id,
      subjectUserId: message.authorId,
      summary: `Kept a board message by ${await authorName(tx, message.authorId)} and dismissed ${reports}`,
      before: {
        reportCount: dismissed.length,
        reportReasons: dismissed.flatMap((report) => (report.reason ? [report.reason] : [])),
      },
      after: { reportCount: 0, reportReasons: [] },
      at,
    });
  });
}
