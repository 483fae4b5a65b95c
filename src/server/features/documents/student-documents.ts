import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DocumentKind } from '../../../shared/documents/document-kinds';
import type { StudentDocument } from '../../../shared/documents/documents';
import { msg } from '../../../shared/i18n/msg';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isAccountDeleted } from '../account/service';
import { deleteStoredFile, findOwnedFile, getFileMeta, sendStoredFile } from '../files/service';
import { findEnrolment, requiredDocumentKinds } from '../programs/service';
import { documentFileNotFound, documentNotFound, documentNotOnList } from './document-errors';
import { type DocumentRow, decideStatus, parseDocumentKind, toStudentDocument } from './documents';
import { studentDocuments } from './tables';

/**
 * The student's side of the document centre (spec §2 "Document Upload Center", §4, §5 upload
 * guidelines; issue 13): attach an upload to a kind (draft), submit it (pending), delete it, and
 * download it. The state machine (src/shared/documents/document-status.ts) decides each status;
 * every query names the student, so another student's document is a 404. Each action locks what it
 * reads in its transaction, always in one order (the account's row FOR KEY SHARE, the enrolment FOR
 * SHARE, the upload, then the document row), so two actions at once (two attaches, a replacement
 * and a review) are decided one after the other.
 */

/** `userId`'s document of `kind`, its row locked until the transaction `tx` ends; undefined when none. */
async function lockDocument(tx: Database, userId: string, kind: DocumentKind): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(studentDocuments)
    .where(and(eq(studentDocuments.userId, userId), eq(studentDocuments.kind, kind)))
    .for('update');
  return row;
}

/** The kinds the checklist of `userId`'s programme asks for now, the enrolment held FOR SHARE until `tx` ends. */
async function lockedChecklist(tx: Database, userId: string): Promise<readonly DocumentKind[]> {
  return requiredDocumentKinds(await findEnrolment(tx, userId, { lock: true }));
}

/**
 * `row` with its file's metadata, read in the transaction `tx` that stored the row: after the commit a
 * concurrent attach may already have replaced the document and deleted this file (a CI run answered
 * 500 so).
 */
async function withFile(tx: Database, row: DocumentRow | undefined): Promise<StudentDocument> {
  if (!row) throw new Error('the document was not stored');
  const file = (await getFileMeta(tx, [row.fileId])).get(row.fileId);
  if (!file) throw new Error(`document ${row.id} has no stored file`);
  return toStudentDocument(row, file);
}

/**
 * PUT /api/documents/:kind/file: attaches `userId`'s upload `fileId` (POST /api/files?purpose=document)
 * as their document of `kind` at `at`; returns it as a draft uploaded at `at`. A first upload
 * creates the document; replacing a draft, pending or rejected one clears its submission and
 * review and deletes the old file in the same transaction.
 * Errors, nothing changed: 404 document_not_found (unknown kind); 400 document_not_on_list (not
 * on the checklist of their programme, or no programme); 400 document_file_not_found (not their
 * own document upload, or already attached to a document); 409 document_verified_locked;
 * 401 when the account was deleted meanwhile. On any refusal, the upload `fileId` is deleted when
 * it is `userId`'s own document upload that no document refers to (discardUnattachedUpload), so a
 * refused attach leaves no orphan in the file store.
 */
export async function attachDocumentFile(
  db: Database,
  { userId, kind, fileId }: { userId: string; kind: string; fileId: string },
  at: Date,
): Promise<StudentDocument> {
  return storeAttachment(db, { userId, kind, fileId }, at).catch(async (error: unknown) => {
    if (error instanceof AppError) await discardUnattachedUpload(db, { userId, fileId });
    throw error;
  });
}

/**
 * Deletes the upload `fileId` after a refused attach, when it is `userId`'s own upload for a
 * document (POST /api/files?purpose=document) and no document refers to it; anyone else's upload,
 * another purpose's, or one attached to a document (this student's or, by a concurrent attach, any)
 * is never touched. Its own transaction: the upload's row is locked first (FOR UPDATE, as an attach
 * locks it), so an attach of it under way is waited for, and the check for a document that refers to
 * it then sees that attach's outcome.
 */
async function discardUnattachedUpload(db: Database, { userId, fileId }: { userId: string; fileId: string }) {
  await db.transaction(async (tx) => {
    const file = await findOwnedFile(tx, { fileId, ownerId: userId, purpose: 'document' }, { lock: true });
    if (!file) return;
    const [attached] = await tx
      .select({ id: studentDocuments.id })
      .from(studentDocuments)
      .where(eq(studentDocuments.fileId, file.id))
      .limit(1);
    if (!attached) await deleteStoredFile(tx, file.id);
  });
}

/** The transaction of attachDocumentFile: the document as stored. Errors: as attachDocumentFile, nothing changed. */
async function storeAttachment(
  db: Database,
  { userId, kind, fileId }: { userId: string; kind: string; fileId: string },
  at: Date,
): Promise<StudentDocument> {
  const documentKind = parseDocumentKind(kind);
  return db.transaction(async (tx) => {
    // FOR KEY SHARE on the account: a deletion under way is waited for, then seen, so no document
    // is left behind for a deleted account.
    if (await isAccountDeleted(tx, userId)) {
      throw new AppError('not_signed_in', { status: 401, message: msg('Please sign in to continue.') });
    }
    if (!(await lockedChecklist(tx, userId)).includes(documentKind)) throw documentNotOnList();
    const file = await findOwnedFile(tx, { fileId, ownerId: userId, purpose: 'document' }, { lock: true });
    if (!file) throw documentFileNotFound();
    const [attached] = await tx
      .select({ id: studentDocuments.id })
      .from(studentDocuments)
      .where(eq(studentDocuments.fileId, file.id))
      .limit(1);
    if (attached) throw documentFileNotFound();

    let current = await lockDocument(tx, userId, documentKind);
    if (!current) {
      const [inserted] = await tx
        .insert(studentDocuments)
        .values({
          userId,
          kind: documentKind,
          status: decideStatus(null, 'attach'),
          fileId: file.id,
          uploadedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: [studentDocuments.userId, studentDocuments.kind] })
        .returning();
      if (inserted) return withFile(tx, inserted);
      // Another request created this document at the same moment: it is committed now; replace it.
      current = await lockDocument(tx, userId, documentKind);
      if (!current) throw new Error('document vanished after a conflicting insert');
    }
    const status = decideStatus(current.status, 'attach');
    const [replaced] = await tx
      .update(studentDocuments)
      .set({
        status,
        fileId: file.id,
        uploadedAt: at,
        submittedAt: null,
        reviewedById: null,
        reviewedAt: null,
        rejectionReason: null,
        updatedAt: at,
      })
      .where(eq(studentDocuments.id, current.id))
      .returning();
    await deleteStoredFile(tx, current.fileId);
    return withFile(tx, replaced);
  });
}

/**
 * POST /api/documents/:kind/submit: `userId`'s draft of `kind` goes to the admins' queue
 * (pending, submitted at `at`). Errors, nothing changed: 404 document_not_found (no such document,
 * or an unknown kind); 409 document_not_draft; 400 document_not_on_list when the kind is no longer
 * on the checklist (the student changed programme).
 */
export async function submitDocument(
  db: Database,
  { userId, kind }: { userId: string; kind: string },
  at: Date,
): Promise<StudentDocument> {
  const documentKind = parseDocumentKind(kind);
  return db.transaction(async (tx) => {
    const checklist = await lockedChecklist(tx, userId);
    const current = await lockDocument(tx, userId, documentKind);
    if (!current) throw documentNotFound();
    const status = decideStatus(current.status, 'submit');
    if (!checklist.includes(documentKind)) throw documentNotOnList();
    const [submitted] = await tx
      .update(studentDocuments)
      .set({ status, submittedAt: at, updatedAt: at })
      .where(eq(studentDocuments.id, current.id))
      .returning();
    return withFile(tx, submitted);
  });
}

/**
 * DELETE /api/documents/:kind: removes `userId`'s document of `kind` and its file (a draft,
 * pending or rejected one, also one a former programme asked for). Errors, nothing changed: 404
 * document_not_found; 409 document_verified_locked.
 */
export async function deleteDocument(db: Database, { userId, kind }: { userId: string; kind: string }): Promise<void> {
  const documentKind = parseDocumentKind(kind);
  await db.transaction(async (tx) => {
    const current = await lockDocument(tx, userId, documentKind);
    if (!current) throw documentNotFound();
    decideStatus(current.status, 'delete');
    await tx.delete(studentDocuments).where(eq(studentDocuments.id, current.id));
    await deleteStoredFile(tx, current.fileId);
  });
}

/** GET /api/documents/:kind/file: the current file of `userId`'s document of `kind`. Errors: 404 document_not_found. */
export async function sendDocumentFile(
  db: Database,
  reply: FastifyReply,
  { userId, kind }: { userId: string; kind: string },
): Promise<FastifyReply> {
  const documentKind = parseDocumentKind(kind);
  const [row] = await db
    .select({ fileId: studentDocuments.fileId })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.userId, userId), eq(studentDocuments.kind, documentKind)));
  if (!row) throw documentNotFound();
  return sendStoredFile(db, reply, row.fileId);
}
