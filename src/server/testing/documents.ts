import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DocumentKind } from '../../shared/documents/document-kinds';
import type { DocumentsOverview, StudentDocument } from '../../shared/documents/documents';
import type { StoredFile } from '../../shared/files/file-kinds';
import type { ProgramId } from '../../shared/programs/programs';
import { storedFiles } from '../db/schema';
import { type SignedIn, signedInMany } from './accounts';
import { pdfBytes, upload } from './files';
import { requestAs } from './marketplace';

/**
 * Helpers of the document centre's API tests: each drives one route as a user, and the ones named
 * for a step throw unless the route answered as it should.
 */

/** `count` signed-in students (no password), each enrolled in `programId` unless it is null. */
export async function enrolledStudents(
  app: FastifyInstance,
  count: number,
  programId: ProgramId | null = 'nclex-rn-us',
): Promise<SignedIn[]> {
  const students = await signedInMany(app, count);
  if (programId) {
    for (const student of students) {
      const response = await requestAs(app, student, 'PUT', '/api/programs/enrolment', { programId });
      if (response.statusCode !== 200) throw new Error(`enrol failed: ${response.statusCode} ${response.body}`);
    }
  }
  return students;
}

/** Uploads a small PDF for a document as `who` (its content differs by `text`); throws unless 201. */
export async function uploadDocumentFile(app: FastifyInstance, who: SignedIn, text = 'scan'): Promise<StoredFile> {
  const response = await upload(app, who, 'document', {
    filename: `${text}.pdf`,
    data: pdfBytes(text),
    contentType: 'application/pdf',
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().file;
}

/** PUT /api/documents/:kind/file { fileId } as `who`. */
export const attach = (app: FastifyInstance, who: SignedIn | null, kind: string, fileId: string) =>
  requestAs(app, who, 'PUT', `/api/documents/${kind}/file`, { fileId });

/** POST /api/documents/:kind/submit as `who`. */
export const submit = (app: FastifyInstance, who: SignedIn | null, kind: string) =>
  requestAs(app, who, 'POST', `/api/documents/${kind}/submit`);

/** DELETE /api/documents/:kind as `who`. */
export const remove = (app: FastifyInstance, who: SignedIn | null, kind: string) =>
  requestAs(app, who, 'DELETE', `/api/documents/${kind}`);

/** GET /api/documents/:kind/file as `who`. */
export const download = (app: FastifyInstance, who: SignedIn | null, kind: string) =>
  requestAs(app, who, 'GET', `/api/documents/${kind}/file`);

/** GET /api/admin/documents/:documentId/file as `who`: the file, recorded as opened by an admin. */
export const openFile = (app: FastifyInstance, who: SignedIn | null, documentId: string) =>
  requestAs(app, who, 'GET', `/api/admin/documents/${documentId}/file`);

/** Opens document `documentId`'s file as admin `who`; throws unless 200. */
export async function openedFile(app: FastifyInstance, who: SignedIn, documentId: string): Promise<void> {
  const response = await openFile(app, who, documentId);
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.statusCode} ${response.body}`);
}

/** POST /api/admin/documents/:documentId/review as `who`. */
export const review = (app: FastifyInstance, who: SignedIn | null, documentId: string, body: object) =>
  requestAs(app, who, 'POST', `/api/admin/documents/${documentId}/review`, body);

/** GET /api/documents as `who`; throws unless 200. */
export async function overview(app: FastifyInstance, who: SignedIn): Promise<DocumentsOverview> {
  const response = await requestAs(app, who, 'GET', '/api/documents');
  if (response.statusCode !== 200) throw new Error(`overview failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

function documentOf(response: LightMyRequestResponse, step: string): StudentDocument {
  if (response.statusCode !== 200) throw new Error(`${step} failed: ${response.statusCode} ${response.body}`);
  return response.json().document;
}

/** Uploads a file as `who` and attaches it to `kind`: the draft. */
export async function draftDocument(
  app: FastifyInstance,
  who: SignedIn,
  kind: DocumentKind,
  text = `${kind} scan`,
): Promise<StudentDocument> {
  const file = await uploadDocumentFile(app, who, text);
  return documentOf(await attach(app, who, kind, file.id), 'attach');
}

/** A draft of `kind`, submitted: the pending document. */
export async function pendingDocument(
  app: FastifyInstance,
  who: SignedIn,
  kind: DocumentKind,
  text?: string,
): Promise<StudentDocument> {
  await draftDocument(app, who, kind, text);
  return documentOf(await submit(app, who, kind), 'submit');
}

/** `document` verified (decision 'verify') or rejected with `reason` by `admin`, who opens its file first. */
export async function reviewedDocument(
  app: FastifyInstance,
  admin: SignedIn,
  document: StudentDocument,
  body: { decision: 'verify' } | { decision: 'reject'; reason: string },
): Promise<StudentDocument> {
  await openedFile(app, admin, document.id);
  return documentOf(await review(app, admin, document.id, { fileId: document.file.id, ...body }), 'review');
}

/** Whether the file store still holds file `fileId`. */
export async function fileStored(app: FastifyInstance, fileId: string): Promise<boolean> {
  const rows = await app.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return rows.length > 0;
}
