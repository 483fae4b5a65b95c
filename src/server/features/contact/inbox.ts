import { asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountUser } from '../../../shared/account/user';
import {
  CONTACT_MESSAGE_NOT_FOUND,
  type ContactInbox,
  type ContactMessage,
  INBOX_PAGE_SIZE,
} from '../../../shared/contact/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { isUuid } from '../../lib/query-text';
import { findUserNames } from '../account/service';
import { recordAudit } from '../audit/service';
import { contactMessages, contactReplies } from './tables';

/** What the admin reads when the reply's email could not be sent (502); nothing was stored. */
export const REPLY_NOT_SENT = 'The reply could not be sent by email. Please try again in a few minutes.';

/** How much of the original message the reply's email quotes, in characters. */
const QUOTE_MAX = 500;

type MessageRow = typeof contactMessages.$inferSelect;

function contactMessageNotFound(): AppError {
  return new AppError('contact_message_not_found', { status: 404, message: CONTACT_MESSAGE_NOT_FOUND });
}

/** The messages `rows` as the inbox shows them, each with its replies oldest first and the admins' names. */
async function toContactMessages(db: Database, rows: readonly MessageRow[]): Promise<ContactMessage[]> {
  const replies =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  const names = await findUserNames(
    db,
    replies.map((reply) => reply.adminId),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        adminName: names.get(reply.adminId) ?? '',
        message: reply.message,
        sentAt: reply.createdAt.toISOString(),
      })),
  }));
}

/**
 * GET /api/admin/contact-messages (issue 12, the admin's inbox): page `page` (from 1) of
 * INBOX_PAGE_SIZE contact messages, newest first, every one or only the unread (`status`), each
 * with its replies; `total` counts the messages the filter matches, `unread` every unread one.
 */
export async function listInbox(
  db: Database,
  { status, page }: { status: 'all' | 'unread'; page: number },
): Promise<ContactInbox> {
  const where = status === 'unread' ? isNull(contactMessages.readAt) : undefined;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    messages: await toContactMessages(db, rows),
    total: total?.total ?? 0,
    unread: unread?.unread ?? 0,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/**
 * Marks the message `messageId` read at `at` (`read` true; a message already read keeps the time
 * it was first read) or unread again (false). Errors: 404 contact_message_not_found.
 */
export async function markContactMessage(
  db: Database,
  { messageId, read }: { messageId: string; read: boolean },
  at: Date,
): Promise<ContactMessage> {
  if (!isUuid(messageId)) throw contactMessageNotFound();
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, ${at.toISOString()}::timestamptz)` : null })
    .where(eq(contactMessages.id, messageId))
    .returning();
  if (!row) throw contactMessageNotFound();
  const [message] = await toContactMessages(db, [row]);
  if (!message) throw contactMessageNotFound();
  return message;
}

/** The reply's email: the reply, then the first QUOTE_MAX characters of the original, quoted. */
function replyEmailText(reply: string, original: Pick<MessageRow, 'name' | 'message' | 'createdAt'>): string {
  const excerpt =
    original.message.length > QUOTE_MAX ? `${original.message.slice(0, QUOTE_MAX).trimEnd()}…` : original.message;
  const quoted = excerpt
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
  const sent = original.createdAt.toLocaleString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  return `${reply}\n\nOn ${sent}, ${original.name} wrote to Nightingale:\n${quoted}\n`;
}

/**
 * Stores the reply `text` that `admin` sent at `at` to the message `messageId` and marks the
 * message read, with the audit entry `contact_message.replied`. Run it in a transaction (`db`).
 * The demo data uses it for a reply that was never emailed.
 */
export async function storeContactReply(
  db: Database,
  {
    message,
    admin,
    text,
  }: { message: Pick<MessageRow, 'id' | 'name' | 'email' | 'subject'>; admin: { id: string }; text: string },
  at: Date,
): Promise<void> {
  await db.insert(contactReplies).values({ messageId: message.id, adminId: admin.id, message: text, createdAt: at });
  await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(contactMessages.id, message.id));
  await recordAudit(db, {
    actorId: admin.id,
    action: 'contact_message.replied',
    subjectType: 'contact_message',
    subjectId: message.id,
    subjectUserId: null,
    summary: `Replied to '${message.subject}' from ${message.name}`,
    before: null,
    after: { to: message.email, subject: `Re: ${message.subject}`, reply: text },
    at,
  });
}

/**
 * An admin replies by email to the contact message `messageId` at `at` (issue 12): the email goes
 * to the sender through `mailer` (subject "Re: <subject>", the reply and a quote of the message);
 * once it went out, in one transaction, the reply is stored, the message marked read and the audit
 * entry `contact_message.replied` recorded. Returns the message with its replies.
 * Errors: 404 contact_message_not_found; 502 reply_not_sent (REPLY_NOT_SENT) when the mailer
 * fails, with nothing stored.
 */
export async function replyToContactMessage(
  db: Database,
  { messageId, admin, text }: { messageId: string; admin: AccountUser; text: string },
  { mailer, log }: { mailer: Mailer; log: FastifyBaseLogger },
  at: Date,
): Promise<ContactMessage> {
  if (!isUuid(messageId)) throw contactMessageNotFound();
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) throw contactMessageNotFound();
  try {
    await mailer.send({ to: message.email, subject: `Re: ${message.subject}`, text: replyEmailText(text, message) });
  } catch (error) {
    log.error({ err: error, contactMessageId: messageId }, 'the reply to a contact message could not be emailed');
    throw new AppError('reply_not_sent', { status: 502, message: REPLY_NOT_SENT });
  }
  await db.transaction((tx) => storeContactReply(tx, { message, admin, text }, at));
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!row) throw contactMessageNotFound();
  const [result] = await toContactMessages(db, [row]);
  if (!result) throw contactMessageNotFound();
  return result;
}
