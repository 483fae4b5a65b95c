import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  CONVERSATION_NOT_FOUND,
  type Conversation,
  type ConversationMessage,
  type ConversationSummary,
  SUPPORT_TEAM_NAME,
} from '../../../shared/conversations/conversations';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { findUserContacts, isActiveAccount, type UserContact } from '../account/service';
import { supportConversations, supportMessages } from './tables';

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** How many characters of the last message a summary shows. */
export const PREVIEW_MAX = 160;

/** 404 conversation_not_found with CONVERSATION_NOT_FOUND (also for an id that is not a UUID). */
export function conversationNotFound(): AppError {
  return new AppError('conversation_not_found', { status: 404, message: CONVERSATION_NOT_FOUND });
}

/** The signature of support's messages: "<admin's first name>, Nightingale Support". */
export function supportSignature(firstName: string): string {
  return firstName ? `${firstName}, ${SUPPORT_TEAM_NAME}` : SUPPORT_TEAM_NAME;
}

/** The start of `body`, at most PREVIEW_MAX characters (an ellipsis when cut). */
function previewOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_MAX ? `${flat.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : flat;
}

/**
 * A message as the API shows it: support's signed with its author's first name, the student's
 * under their full name (`people` by author id), a visitor's (no author) under `visitorName`.
 */
export function toConversationMessage(
  row: MessageRow,
  people: ReadonlyMap<string, Pick<UserContact, 'firstName' | 'name'>>,
  visitorName: string | null = null,
): ConversationMessage {
  const author = row.authorId === null ? undefined : people.get(row.authorId);
  const writer = row.authorId === null ? (visitorName ?? '') : (author?.name ?? '');
  return {
    id: row.id,
    fromSupport: row.fromSupport,
    authorName: row.fromSupport ? supportSignature(author?.firstName ?? '') : writer,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** Conversations the support queue holds: visitors' and those of accounts not deleted (issue 12: a deleted account is listed nowhere). */
export function inSupportQueue(db: Database): SQL {
  return or(isNull(supportConversations.studentId), isActiveAccount(db, supportConversations.studentId)) as SQL;
}

/** The ids of the accounts among `ids` (a visitor's null left out). */
export function accountIds(ids: readonly (string | null)[]): string[] {
  return ids.filter((id): id is string => id !== null);
}

/**
 * The conversation `id` when it matches `where` (for the student: theirs; for support: of an
 * account not deleted), or null; `lock` takes it FOR UPDATE in the caller's transaction.
 */
export async function findConversation(
  db: Database,
  id: string,
  scope: { studentId: string } | 'support',
  { lock = false } = {},
): Promise<ConversationRow | null> {
  if (!isUuid(id)) return null;
  const where = and(
    eq(supportConversations.id, id),
    scope === 'support' ? inSupportQueue(db) : eq(supportConversations.studentId, scope.studentId),
  );
  const query = db.select().from(supportConversations).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The conversations `rows` as lists show them, in the same order: the student (or the visitor:
 * id null), where it started, the last message's sender, time and preview, the message count,
 * unread (a message from support the student has not read), waiting for a reply and closed.
 */
export async function toSummaries(db: Database, rows: readonly ConversationRow[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lasts, stats] = await Promise.all([
    db
      .selectDistinctOn([supportMessages.conversationId])
      .from(supportMessages)
      .where(inArray(supportMessages.conversationId, ids))
      .orderBy(supportMessages.conversationId, desc(supportMessages.createdAt), desc(supportMessages.id)),
    db
      .select({
        conversationId: supportMessages.conversationId,
        messageCount: sql<number>`count(*)::int`,
        unread: sql<boolean>`coalesce(bool_or(${supportMessages.fromSupport} and ${supportMessages.readAt} is null), false)`,
      })
      .from(supportMessages)
      .where(inArray(supportMessages.conversationId, ids))
      .groupBy(supportMessages.conversationId),
  ]);
  const lastOf = new Map(lasts.map((message) => [message.conversationId, message]));
  const statsOf = new Map(stats.map((stat) => [stat.conversationId, stat]));
  const people = await findUserContacts(
    db,
    accountIds([...rows.map((row) => row.studentId), ...lasts.map((message) => message.authorId)]),
  );
  return rows.map((row) => {
    const student = row.studentId === null ? undefined : people.get(row.studentId);
    const last = lastOf.get(row.id);
    const lastMessage = last ? toConversationMessage(last, people, row.visitorName) : null;
    const stat = statsOf.get(row.id);
    return {
      id: row.id,
      subject: row.subject,
      student:
        row.studentId === null
          ? { id: null, name: row.visitorName ?? '', email: row.visitorEmail ?? '' }
          : { id: row.studentId, name: student?.name ?? '', email: student?.email ?? '' },
      source: row.source === 'contact' ? 'contact' : 'communication',
      lastSender: lastMessage?.authorName ?? '',
      lastMessageAt: row.lastMessageAt.toISOString(),
      preview: lastMessage ? previewOf(lastMessage.body) : '',
      messageCount: Number(stat?.messageCount ?? 0),
      unread: Boolean(stat?.unread),
      waitingForReply: row.waitingForReply,
      closedAt: row.closedAt ? row.closedAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The conversation `row` with its messages, oldest first. */
export async function toConversation(db: Database, row: ConversationRow): Promise<Conversation> {
  const [summaries, messages] = await Promise.all([
    toSummaries(db, [row]),
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row.id))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
  ]);
  const [summary] = summaries;
  if (!summary) throw conversationNotFound();
  const people = await findUserContacts(db, accountIds(messages.map((message) => message.authorId)));
  return {
    ...summary,
    messages: messages.map((message) => toConversationMessage(message, people, row.visitorName)),
  };
}
