import { desc, eq } from 'drizzle-orm';
import type {
  SupportConversation,
  SupportNote,
  SupportStudentContext,
} from '../../../shared/conversations/conversations';
import type { Database } from '../../db/client';
import { findUserContacts } from '../account/service';
import { listStudentDocuments } from '../documents/service';
import { findEnrolment } from '../programs/service';
import { nextConversationState } from './next-state';
import { getSupportConversation } from './support-inbox';
import { supportConversations, supportMessages, supportNotes } from './tables';
import { conversationNotFound, findConversation } from './views';

/**
 * POST /api/admin/conversations/:conversationId/close and .../reopen (issue 23): support closes a
 * conversation at `at` (it leaves the waiting and open filters) or reopens it (waiting again when
 * the student wrote last), by the rule of next-state.ts; closing a closed one keeps its first
 * closing time. The conversation is locked for the change. Returns it with its notes.
 * Errors: 404 conversation_not_found (none, or of a deleted account).
 */
export async function setConversationClosed(
  db: Database,
  { conversationId, closed }: { conversationId: string; closed: boolean },
  at: Date,
): Promise<SupportConversation> {
  await db.transaction(async (tx) => {
    const conversation = await findConversation(tx, conversationId, 'support', { lock: true });
    if (!conversation) throw conversationNotFound();
    let lastFromStudent = false;
    if (!closed) {
      const [last] = await tx
        .select({ fromSupport: supportMessages.fromSupport })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversation.id))
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(1);
      lastFromStudent = last ? !last.fromSupport : false;
    }
    const next = nextConversationState(
      conversation,
      closed ? { type: 'close', at } : { type: 'reopen', lastFromStudent },
    );
    await tx
      .update(supportConversations)
      .set({ ...next, updatedAt: at })
      .where(eq(supportConversations.id, conversation.id));
  });
  return getSupportConversation(db, conversationId);
}

/**
 * POST /api/admin/conversations/:conversationId/notes: `adminId` leaves the internal note `text`
 * at `at` (issue 23): the support team reads it beside the thread; students never do (no student
 * route reads support_notes). The conversation's state does not change.
 * Errors: 404 conversation_not_found (none, or of a deleted account).
 */
export async function addSupportNote(
  db: Database,
  { adminId, conversationId, text }: { adminId: string; conversationId: string; text: string },
  at: Date,
): Promise<SupportNote> {
  const conversation = await findConversation(db, conversationId, 'support');
  if (!conversation) throw conversationNotFound();
  const [note] = await db
    .insert(supportNotes)
    .values({ conversationId: conversation.id, authorId: adminId, body: text, createdAt: at })
    .returning();
  if (!note) throw new Error('the note was not stored');
  const author = (await findUserContacts(db, [adminId])).get(adminId);
  return { id: note.id, authorName: author?.name ?? '', body: note.body, createdAt: note.createdAt.toISOString() };
}

/**
 * GET /api/admin/conversations/:conversationId/student (issue 23): beside the thread, the
 * student's programme (programs service) and her documents (documents service); for a visitor's
 * conversation none. Errors: 404 conversation_not_found (none, or of a deleted account).
 */
export async function getSupportStudentContext(db: Database, conversationId: string): Promise<SupportStudentContext> {
  const conversation = await findConversation(db, conversationId, 'support');
  if (!conversation) throw conversationNotFound();
  if (conversation.studentId === null) return { enrolment: null, documents: [] };
  const [enrolment, documents] = await Promise.all([
    findEnrolment(db, conversation.studentId),
    listStudentDocuments(db, conversation.studentId),
  ]);
  return {
    enrolment,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      status: document.status,
      uploadedAt: document.uploadedAt,
    })),
  };
}
