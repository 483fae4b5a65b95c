import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type {
  Conversation,
  ConversationMessage,
  ConversationSummary,
  NewConversationBody,
} from '../../../shared/conversations/conversations';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findAccountUserByEmail, isAccountDeleted } from '../account/service';
import { nextConversationState } from './next-state';
import { supportConversations, supportMessages } from './tables';
import { conversationNotFound, findConversation, toConversation, toConversationMessage, toSummaries } from './views';

/** The writer of a student's message: the signed-in user. */
type ConversationStudent = Pick<AccountUser, 'id' | 'firstName' | 'lastName'>;

/**
 * Refuses, in the caller's transaction, a writer whose account was deleted (issue 12), even by a
 * deletion committing during the request (the row is read with a KEY SHARE lock). Errors: 401.
 */
async function assertWriterActive(tx: Database, userId: string): Promise<void> {
  if (await isAccountDeleted(tx, userId)) {
    throw new AppError('not_signed_in', { status: 401, message: msg('Please sign in to continue.') });
  }
}

/** The student's message as the API shows it, under their name. */
function studentMessage(row: typeof supportMessages.$inferSelect, student: ConversationStudent): ConversationMessage {
  const name = `${student.firstName} ${student.lastName}`.trim();
  return toConversationMessage(row, new Map([[student.id, { firstName: student.firstName, name }]]));
}

/** GET /api/conversations: the conversations of `studentId`, latest activity first. */
export async function listStudentConversations(db: Database, studentId: string): Promise<ConversationSummary[]> {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.studentId, studentId))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id));
  return toSummaries(db, rows);
}

/**
 * POST /api/conversations: `student` opens a conversation with the support team at `at` with a
 * trimmed subject and first message; it waits for a reply. Returns it with its message.
 * Errors: 401 when the account was deleted, even during the request. Nothing stored on refusal.
 */
export async function startConversation(
  db: Database,
  student: ConversationStudent,
  body: NewConversationBody,
  at: Date,
): Promise<Conversation> {
  const row = await db.transaction(async (tx) => {
    await assertWriterActive(tx, student.id);
    const [conversation] = await tx
      .insert(supportConversations)
      .values({
        studentId: student.id,
        subject: body.subject,
        lastMessageAt: at,
        waitingForReply: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!conversation) throw new Error('the conversation was not stored');
    await tx.insert(supportMessages).values({
      conversationId: conversation.id,
      authorId: student.id,
      fromSupport: false,
      body: body.message,
      createdAt: at,
    });
    return conversation;
  });
  return toConversation(db, row);
}

/**
 * GET /api/conversations/:conversationId: the conversation of `studentId`, with support's unread
 * messages marked read at `at` (spec §4 "Message read / unread"). Errors: 404
 * conversation_not_found for another's conversation or none (nothing revealed).
 */
export async function openStudentConversation(
  db: Database,
  { studentId, conversationId }: { studentId: string; conversationId: string },
  at: Date,
): Promise<Conversation> {
  const row = await findConversation(db, conversationId, { studentId });
  if (!row) throw conversationNotFound();
  await db
    .update(supportMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(supportMessages.conversationId, row.id),
        eq(supportMessages.fromSupport, true),
        isNull(supportMessages.readAt),
      ),
    );
  return toConversation(db, row);
}

/**
 * POST /api/conversations/:conversationId/messages: `student` adds a trimmed message at `at` to
 * their conversation, in one transaction (the conversation locked). An open conversation then
 * waits for a reply. A closed one (issue 23, next-state.ts) is reopened, waiting, only with
 * `reopen` ("I still need help"); otherwise the message is kept and it stays closed, not waiting.
 * Errors: 404 conversation_not_found (another's or none); 401 the account deleted meanwhile.
 */
export async function replyAsStudent(
  db: Database,
  {
    student,
    conversationId,
    text,
    reopen = false,
  }: { student: ConversationStudent; conversationId: string; text: string; reopen?: boolean },
  at: Date,
): Promise<ConversationMessage> {
  return db.transaction(async (tx) => {
    await assertWriterActive(tx, student.id);
    const conversation = await findConversation(tx, conversationId, { studentId: student.id }, { lock: true });
    if (!conversation) throw conversationNotFound();
    const [message] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, authorId: student.id, fromSupport: false, body: text, createdAt: at })
      .returning();
    if (!message) throw new Error('the message was not stored');
    const next = nextConversationState(conversation, { type: 'student-message', reopen });
    await tx
      .update(supportConversations)
      .set({ ...next, lastMessageAt: at, updatedAt: at })
      .where(eq(supportConversations.id, conversation.id));
    return studentMessage(message, student);
  });
}

/**
 * POST /api/conversations/:conversationId/unread: the latest message from support in the
 * conversation of `studentId` becomes unread (none: nothing changes). Errors: 404
 * conversation_not_found (another's or none).
 */
export async function markConversationUnread(
  db: Database,
  { studentId, conversationId }: { studentId: string; conversationId: string },
): Promise<void> {
  const row = await findConversation(db, conversationId, { studentId });
  if (!row) throw conversationNotFound();
  const latest = db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, row.id), eq(supportMessages.fromSupport, true)))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(1);
  await db
    .update(supportMessages)
    .set({ readAt: null })
    .where(eq(supportMessages.id, sql`(${latest})`));
}

/** How many conversations of `studentId` hold a message from support they have not read (the menu's badge). */
export async function countUnreadConversations(db: Database, studentId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.studentId, studentId),
        exists(
          db
            .select({ one: sql`1` })
            .from(supportMessages)
            .where(
              and(
                eq(supportMessages.conversationId, supportConversations.id),
                eq(supportMessages.fromSupport, true),
                isNull(supportMessages.readAt),
              ),
            ),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** A message the contact form received (spec §2 "Contact"), with the id its contact_messages row has. */
export interface ContactFormMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the form was sent in (the request's): a visitor's replies are emailed in it (issue 29). */
  language: LanguageCode;
}

/**
 * Puts the contact-form message `contact` in the support queue at `at` (issue 23), as a
 * conversation with its id, waiting for a reply. When it was sent signed in (`senderId`) with the
 * sender's own account email, the conversation is hers (it joins her conversations, marked as from
 * the contact form); otherwise it is a visitor's, answered by email to the address typed, so nobody
 * can put a message into another account's conversations by typing its email. Run it in the
 * contact message's transaction.
 */
export async function openContactConversation(
  db: Database,
  contact: ContactFormMessage,
  at: Date,
  senderId: string | null,
): Promise<void> {
  const account = senderId ? await findAccountUserByEmail(db, contact.email) : undefined;
  const studentId =
    account?.id === senderId && account && !(await isAccountDeleted(db, account.id)) ? account.id : null;
  await db.insert(supportConversations).values({
    id: contact.id,
    studentId,
    visitorName: studentId ? null : contact.name,
    visitorEmail: studentId ? null : contact.email,
    visitorLanguage: studentId ? null : contact.language,
    source: 'contact',
    subject: contact.subject,
    lastMessageAt: at,
    waitingForReply: true,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(supportMessages).values({
    conversationId: contact.id,
    authorId: studentId,
    fromSupport: false,
    body: contact.message,
    createdAt: at,
  });
}
