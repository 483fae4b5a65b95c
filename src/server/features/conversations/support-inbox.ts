import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountUser } from '../../../shared/account/user';
import {
  type ConversationMessage,
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportConversation,
  type SupportInbox,
} from '../../../shared/conversations/conversations';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { findUserContacts } from '../account/service';
import { recordAudit } from '../audit/service';
import { nextConversationState } from './next-state';
import { emailVisitorReply } from './notify';
import { supportConversations, supportMessages, supportNotes } from './tables';
import {
  type ConversationRow,
  conversationNotFound,
  findConversation,
  inSupportQueue,
  supportSignature,
  toConversation,
  toConversationMessage,
  toSummaries,
} from './views';

type SupportQueueFilter = 'waiting' | 'open' | 'closed' | 'all';

/** Conversations waiting for a reply (support owes an answer), in the queue. */
function waiting(db: Database): SQL | undefined {
  return and(eq(supportConversations.waitingForReply, true), inSupportQueue(db));
}

/** The queue's rows for `status`: waiting, open (not closed), closed, or all. */
function filterOf(db: Database, status: SupportQueueFilter): SQL | undefined {
  switch (status) {
    case 'waiting':
      return waiting(db);
    case 'open':
      return and(isNull(supportConversations.closedAt), inSupportQueue(db));
    case 'closed':
      return and(isNotNull(supportConversations.closedAt), inSupportQueue(db));
    case 'all':
      return inSupportQueue(db);
  }
}

/**
 * GET /api/admin/conversations?status=&page=: the one support queue (issues 13, 23): students'
 * conversations and contact-form messages, page `page` (from 1) of SUPPORT_INBOX_PAGE_SIZE, for the
 * filter `status` (waiting, open, closed, all). Waiting first, the longest waiting (oldest last
 * message) first; then the other open ones, then the closed ones, each by latest activity. `total`
 * counts the filter's matches, `waiting` every waiting conversation.
 */
export async function listSupportInbox(
  db: Database,
  { status, page }: { status: SupportQueueFilter; page: number },
): Promise<SupportInbox> {
  const where = filterOf(db, status);
  const [rows, [total], waitingCount] = await Promise.all([
    db
      .select()
      .from(supportConversations)
      .where(where)
      .orderBy(
        desc(supportConversations.waitingForReply),
        sql`case when ${supportConversations.waitingForReply} then ${supportConversations.lastMessageAt} end asc`,
        sql`${supportConversations.closedAt} is null desc`,
        desc(supportConversations.lastMessageAt),
        desc(supportConversations.id),
      )
      .limit(SUPPORT_INBOX_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(supportConversations).where(where),
    countWaitingConversations(db),
  ]);
  return {
    conversations: await toSummaries(db, rows),
    waiting: waitingCount,
    total: total?.total ?? 0,
    page,
    pageSize: SUPPORT_INBOX_PAGE_SIZE,
  };
}

/** How many conversations wait for a reply from support (the admins' menu badge). */
export async function countWaitingConversations(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(supportConversations).where(waiting(db));
  return row?.total ?? 0;
}

/** The conversation `row` for support: its messages and its internal notes, oldest first. */
async function toSupportConversation(db: Database, row: ConversationRow): Promise<SupportConversation> {
  const [conversation, notes] = await Promise.all([
    toConversation(db, row),
    db
      .select()
      .from(supportNotes)
      .where(eq(supportNotes.conversationId, row.id))
      .orderBy(asc(supportNotes.createdAt), asc(supportNotes.id)),
  ]);
  const people = await findUserContacts(
    db,
    notes.map((note) => note.authorId),
  );
  return {
    conversation,
    notes: notes.map((note) => ({
      id: note.id,
      authorName: people.get(note.authorId)?.name ?? '',
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /api/admin/conversations/:conversationId: any conversation of the queue with its messages
 * and internal notes, for support; the read state is left as it is. Errors: 404
 * conversation_not_found (none, or of a deleted account).
 */
export async function getSupportConversation(db: Database, conversationId: string): Promise<SupportConversation> {
  const row = await findConversation(db, conversationId, 'support');
  if (!row) throw conversationNotFound();
  return toSupportConversation(db, row);
}

/** What a support reply stored: the message as the API shows it, and the conversation it answered (for the email). */
interface SupportReply {
  message: ConversationMessage;
  conversation: ConversationRow;
}

/** The first message of the conversation `conversationId` (a visitor's question, quoted in the reply's email). */
async function firstMessageOf(db: Database, conversationId: string) {
  const [first] = await db
    .select({ body: supportMessages.body, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .limit(1);
  return first ?? null;
}

/**
 * POST /api/admin/conversations/:conversationId/messages: `admin` answers at `at` for the support
 * team, signed "<first name>, Nightingale Support"; the conversation no longer waits for a reply
 * (a closed one stays closed: next-state.ts). One transaction, the conversation locked (FOR
 * UPDATE), so a student's reply at the same moment lands before or after, never half.
 * A student's email is the caller's, after the commit. A visitor's conversation (issue 23) is
 * answered by email: the email goes out first (`mailer`), then the reply is recorded in the thread
 * with the audit entry `contact_message.replied`.
 * Errors: 404 conversation_not_found (none, or of a deleted account); 502 reply_not_sent when a
 * visitor's email could not be sent (nothing stored).
 */
export async function replyAsSupport(
  db: Database,
  {
    admin,
    conversationId,
    text,
  }: { admin: Pick<AccountUser, 'id' | 'firstName'>; conversationId: string; text: string },
  { mailer, log }: { mailer: Mailer; log: FastifyBaseLogger },
  at: Date,
): Promise<SupportReply> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, conversationId, 'support', { lock: true });
    if (!conversation) throw conversationNotFound();
    const signer = new Map([[admin.id, { firstName: admin.firstName, name: admin.firstName }]]);
    if (conversation.studentId === null) {
      const visitor = {
        name: conversation.visitorName ?? '',
        email: conversation.visitorEmail ?? '',
        language: isLanguageCode(conversation.visitorLanguage) ? conversation.visitorLanguage : DEFAULT_LANGUAGE,
      };
      await emailVisitorReply(
        {
          visitor,
          subject: conversation.subject,
          original: await firstMessageOf(tx, conversation.id),
          signature: supportSignature(admin.firstName),
          reply: text,
        },
        { mailer, log, conversationId: conversation.id },
      );
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'contact_message.replied',
        subjectType: 'contact_message',
        subjectId: conversation.id,
        subjectUserId: null,
        summary: `Replied to '${conversation.subject}' from ${visitor.name}`,
        before: null,
        after: { to: visitor.email, subject: `Re: ${conversation.subject}`, reply: text },
        at,
      });
    }
    const [message] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, authorId: admin.id, fromSupport: true, body: text, createdAt: at })
      .returning();
    if (!message) throw new Error('the reply was not stored');
    const next = nextConversationState(conversation, { type: 'support-reply' });
    await tx
      .update(supportConversations)
      .set({ ...next, lastMessageAt: at, updatedAt: at })
      .where(eq(supportConversations.id, conversation.id));
    return { message: toConversationMessage(message, signer), conversation };
  });
}
