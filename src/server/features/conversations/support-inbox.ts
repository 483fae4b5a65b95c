import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import {
  type Conversation,
  type ConversationMessage,
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportInbox,
} from '../../../shared/conversations/conversations';
import type { Database } from '../../db/client';
import { isActiveAccount } from '../account/service';
import { supportConversations, supportMessages } from './tables';
import {
  type ConversationRow,
  conversationNotFound,
  findConversation,
  toConversation,
  toConversationMessage,
  toSummaries,
} from './views';

/** Conversations the shared inbox holds: those of accounts not deleted (issue 12: a deleted account is listed nowhere). */
function inInbox(db: Database) {
  return isActiveAccount(db, supportConversations.studentId);
}

/** Conversations waiting for a reply (the last message is the student's), of accounts not deleted. */
function waiting(db: Database) {
  return and(eq(supportConversations.waitingForReply, true), inInbox(db));
}

/**
 * GET /api/admin/conversations?status=&page=: the support team's shared inbox (issue 13), page
 * `page` (from 1) of SUPPORT_INBOX_PAGE_SIZE conversations: `waiting` only those waiting for a
 * reply, `all` every one. Waiting conversations first, the longest waiting (oldest last message)
 * first, then the others by latest activity. `total` counts the filter's matches, `waiting` every
 * waiting conversation.
 */
export async function listSupportInbox(
  db: Database,
  { status, page }: { status: 'waiting' | 'all'; page: number },
): Promise<SupportInbox> {
  const where = status === 'waiting' ? waiting(db) : inInbox(db);
  const [rows, [total], waitingCount] = await Promise.all([
    db
      .select()
      .from(supportConversations)
      .where(where)
      .orderBy(
        desc(supportConversations.waitingForReply),
        sql`case when ${supportConversations.waitingForReply} then ${supportConversations.lastMessageAt} end asc`,
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

/**
 * GET /api/admin/conversations/:conversationId: any student's conversation with its messages, for
 * support; the read state is left as it is. Errors: 404 conversation_not_found (none, or of a
 * deleted account).
 */
export async function getSupportConversation(db: Database, conversationId: string): Promise<Conversation> {
  const row = await findConversation(db, conversationId, 'support');
  if (!row) throw conversationNotFound();
  return toConversation(db, row);
}

/** What a support reply stored: the message as the API shows it, and the conversation it answered (for the email). */
interface SupportReply {
  message: ConversationMessage;
  conversation: ConversationRow;
}

/**
 * POST /api/admin/conversations/:conversationId/messages: `admin` answers at `at` for the support
 * team, signed "<first name>, Nightingale Support"; the conversation no longer waits for a reply.
 * One transaction, the conversation locked (FOR UPDATE), so a student's reply at the same moment
 * lands before or after, never half. The email to the student is the caller's, after the commit.
 * Errors: 404 conversation_not_found (none, or of a deleted account).
 */
export async function replyAsSupport(
  db: Database,
  {
    admin,
    conversationId,
    text,
  }: { admin: Pick<AccountUser, 'id' | 'firstName'>; conversationId: string; text: string },
  at: Date,
): Promise<SupportReply> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, conversationId, 'support', { lock: true });
    if (!conversation) throw conversationNotFound();
    const [message] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, authorId: admin.id, fromSupport: true, body: text, createdAt: at })
      .returning();
    if (!message) throw new Error('the reply was not stored');
    await tx
      .update(supportConversations)
      .set({ lastMessageAt: at, waitingForReply: false, updatedAt: at })
      .where(eq(supportConversations.id, conversation.id));
    const signer = new Map([[admin.id, { firstName: admin.firstName, name: admin.firstName }]]);
    return { message: toConversationMessage(message, signer), conversation };
  });
}
