import { asc, eq } from 'drizzle-orm';
import { type DocumentKind, isDocumentKind } from '../../../shared/documents/document-kinds';
import { type DocumentEvent, nextDocumentStatus } from '../../../shared/documents/document-status';
import type { DocumentStatus, DocumentsOverview, StudentDocument } from '../../../shared/documents/documents';
import type { Database } from '../../db/client';
import { deleteOwnerFiles, getFileMeta } from '../files/service';
import { findEnrolment, requiredDocumentKinds } from '../programs/service';
import { documentNotFound, documentRefused } from './document-errors';
import { studentDocuments } from './tables';

/**
 * The document centre (spec §2 "Document Upload Center", §3 "documents", §4; issue 13): what
 * other features read or call. The student's actions are in student-documents.ts, the admins'
 * queue and review in review.ts; the state machine is src/shared/documents/document-status.ts.
 */

export type DocumentRow = typeof studentDocuments.$inferSelect;

/** A document row and its file's metadata as the API shows them. */
export function toStudentDocument(row: DocumentRow, file: StudentDocument['file']): StudentDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file,
    uploadedAt: row.uploadedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** Every document `userId` has on file, oldest first, each with its file's metadata. */
export async function listStudentDocuments(db: Database, userId: string): Promise<StudentDocument[]> {
  const rows = await db
    .select()
    .from(studentDocuments)
    .where(eq(studentDocuments.userId, userId))
    .orderBy(asc(studentDocuments.createdAt));
  const files = await getFileMeta(
    db,
    rows.map((row) => row.fileId),
  );
  return rows.flatMap((row) => {
    const file = files.get(row.fileId);
    return file ? [toStudentDocument(row, file)] : [];
  });
}

/**
 * The status `event` takes a document in `status` (null: none) to, as the state machine decides
 * (nextDocumentStatus: null after a deletion). Errors: the refusal as the API answers it
 * (documentRefused: 404 document_not_found, 409 document_not_draft, document_not_pending,
 * document_verified_locked). The caller holds the row's lock, so the status it read is current.
 */
export function decideStatus<E extends DocumentEvent>(status: DocumentStatus | null, event: E) {
  const next = nextDocumentStatus(status, event);
  if (!next.ok) throw documentRefused[next.refusal]();
  return next.status;
}

/** The path parameter `kind` as a DocumentKind. Errors: 404 document_not_found for any other text. */
export function parseDocumentKind(kind: string): DocumentKind {
  if (!isDocumentKind(kind)) throw documentNotFound();
  return kind;
}

/**
 * GET /api/documents: the student's programme (null before choosing one), the kinds its
 * checklist asks for in order, and every document on file (also a former programme's).
 */
export async function getDocumentsOverview(db: Database, userId: string): Promise<DocumentsOverview> {
  const [enrolment, documents] = await Promise.all([findEnrolment(db, userId), listStudentDocuments(db, userId)]);
  return {
    programId: enrolment?.programId ?? null,
    requiredKinds: [...requiredDocumentKinds(enrolment)],
    documents,
  };
}

/**
 * Removes every document of `userId` and every file they uploaded for one, attached or not (issue
 * 12's account deletion: passport scans and diplomas are not kept for a deleted account). Run it in
 * the deletion's transaction; the rows are locked first, so a review or replacement under way
 * finishes before.
 */
export async function deleteStudentDocuments(db: Database, userId: string): Promise<void> {
  await db
    .select({ id: studentDocuments.id })
    .from(studentDocuments)
    .where(eq(studentDocuments.userId, userId))
    .for('update');
  await db.delete(studentDocuments).where(eq(studentDocuments.userId, userId));
  await deleteOwnerFiles(db, userId, 'document');
}
