import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { DOCUMENT_KIND_LABELS } from '../../../shared/documents/document-kinds';
import {
  DOCUMENT_QUEUE_PAGE_SIZE,
  type DocumentQueue,
  type documentReviewBodySchema,
  type StudentDocument,
} from '../../../shared/documents/documents';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { paths } from '../../../shared/paths';
import { findProgram } from '../../../shared/programs/programs';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import { isUuid } from '../../lib/query-text';
import { findUserContacts, getLanguage, isAccountDeleted, isActiveAccount, type UserContact } from '../account/service';
import { recordAudit } from '../audit/service';
import { getFileMeta, sendStoredFile } from '../files/service';
import { listEnrolments } from '../programs/service';
import { sendUserNotification } from '../reminders/service';
import { documentChanged, documentNotOpened, queuedDocumentNotFound } from './document-errors';
import { type DocumentRow, decideStatus, toStudentDocument } from './documents';
import { hasOpenedFile, recordDocumentOpening } from './openings';
import { studentDocuments } from './tables';

/**
 * The admins' side of the document centre (issue 13: "Admins see a queue of pending documents
 * across students, open each file, verify or reject with a reason; the student sees the outcome"):
 * the queue, each document's file, and the review, audited and emailed to the student.
 */

/** A validated body of POST /api/admin/documents/:documentId/review (the reason trimmed, '' when none). */
type DocumentReviewInput = z.output<typeof documentReviewBodySchema>;

/**
 * GET /api/admin/documents?status=&page=: page `page` (from 1) of DOCUMENT_QUEUE_PAGE_SIZE (20)
 * documents of every student, with the student's name and email and their programme's title (null
 * when they have none now). `pending`: the documents waiting for verification, the oldest
 * submitted first (the next to review); `all`: every document, the newest upload first. `total`
 * counts what the filter matches.
 */
export async function listDocumentQueue(
  db: Database,
  { status, page }: { status: 'pending' | 'all'; page: number },
): Promise<DocumentQueue> {
  const where = and(
    isActiveAccount(db, studentDocuments.userId),
    status === 'pending' ? eq(studentDocuments.status, 'pending') : undefined,
  );
  const order =
    status === 'pending'
      ? [asc(studentDocuments.submittedAt), asc(studentDocuments.id)]
      : [desc(studentDocuments.uploadedAt), desc(studentDocuments.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(studentDocuments)
      .where(where)
      .orderBy(...order)
      .limit(DOCUMENT_QUEUE_PAGE_SIZE)
      .offset((page - 1) * DOCUMENT_QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(studentDocuments).where(where),
  ]);
  const studentIds = rows.map((row) => row.userId);
  const [files, enrolments, students] = await Promise.all([
    getFileMeta(
      db,
      rows.map((row) => row.fileId),
    ),
    listEnrolments(db, studentIds),
    findUserContacts(db, studentIds),
  ]);
  return {
    items: rows.flatMap((document) => {
      const file = files.get(document.fileId);
      const student = students.get(document.userId);
      if (!file || !student) return [];
      const enrolment = enrolments.get(document.userId);
      return [
        {
          document: toStudentDocument(document, file),
          student: { id: document.userId, name: student.name, email: student.email },
          programTitle: (enrolment && findProgram(enrolment.programId)?.title) ?? null,
        },
      ];
    }),
    total: total?.total ?? 0,
    page,
    pageSize: DOCUMENT_QUEUE_PAGE_SIZE,
  };
}

/**
 * GET /api/admin/documents/:documentId/file: the document's current file for `admin`, recorded as
 * opened by them at `at` (their opening of the current file is what lets them verify it: issue 23).
 * The document row is locked (FOR SHARE) while the opening is recorded, so the file recorded is the
 * document's current one, and the file sent is the file recorded. Errors: 404 (nothing recorded
 * when the document is unknown).
 */
export async function sendQueuedDocumentFile(
  db: Database,
  reply: FastifyReply,
  { documentId, admin }: { documentId: string; admin: Pick<AccountUser, 'id'> },
  at: Date,
): Promise<FastifyReply> {
  if (!isUuid(documentId)) throw queuedDocumentNotFound();
  const fileId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: studentDocuments.fileId })
      .from(studentDocuments)
      .where(eq(studentDocuments.id, documentId))
      .for('share');
    if (!row) throw queuedDocumentNotFound();
    await recordDocumentOpening(tx, { documentId, adminId: admin.id, fileId: row.fileId }, at);
    return row.fileId;
  });
  // Sent once the opening is committed (a verify right after the download sees it). A replacement
  // racing in between deletes this file with its opening: the answer is then 404.
  return sendStoredFile(db, reply, fileId);
}

/**
 * Records `admin`'s decision on the pending document `documentId` at `at`, in the transaction
 * `tx`: verify -> 'uploaded' (verified, final), reject -> 'rejected' with `reason`, as the state
 * machine decides (src/shared/documents/document-status.ts); the reviewer and the time are
 * stored, with the audit entry `document.reviewed` (the student as the user acted on; before and
 * after: kind, status, file and reason). The student's account row (FOR KEY SHARE) and then the
 * document row are locked before anything is checked, so a review racing a replacement, another
 * review or the account's deletion is decided after it. The demo data calls it directly (no
 * email). Returns the document and its student.
 * Errors, nothing changed: 404 document_not_found; 409 document_changed when `fileId` is not the
 * document's current file (the student replaced it after the admin opened it); 409
 * document_not_pending (already reviewed, or back to draft); 409 document_not_opened: a verify
 * by an admin who has not opened the current file (recordDocumentOpening; a rejection needs none).
 */
export async function storeDocumentReview(
  tx: Database,
  { documentId, admin, body }: { documentId: string; admin: Pick<AccountUser, 'id'>; body: DocumentReviewInput },
  at: Date,
): Promise<{ row: DocumentRow; student: UserContact }> {
  if (!isUuid(documentId)) throw queuedDocumentNotFound();
  // The student's account row first (FOR KEY SHARE, which the audit entry's foreign key takes
  // anyway), then the document: the order an account deletion takes them in, so the two cannot
  // deadlock; a deletion under way is waited for, and its student's documents are then gone.
  const [owner] = await tx
    .select({ userId: studentDocuments.userId })
    .from(studentDocuments)
    .where(eq(studentDocuments.id, documentId));
  if (!owner || (await isAccountDeleted(tx, owner.userId))) throw queuedDocumentNotFound();
  const [before] = await tx.select().from(studentDocuments).where(eq(studentDocuments.id, documentId)).for('update');
  const student = before && (await findUserContacts(tx, [before.userId])).get(before.userId);
  if (!before || !student) throw queuedDocumentNotFound();
  if (before.fileId.toLowerCase() !== body.fileId.toLowerCase()) throw documentChanged();
  const status = decideStatus(before.status, body.decision);
  const verify = body.decision === 'verify';
  if (verify && !(await hasOpenedFile(tx, { documentId: before.id, adminId: admin.id, fileId: before.fileId }))) {
    throw documentNotOpened();
  }
  const rejectionReason = verify ? null : body.reason;
  const [row] = await tx
    .update(studentDocuments)
    .set({
      status,
      reviewedById: admin.id,
      reviewedAt: at,
      rejectionReason,
      updatedAt: at,
    })
    .where(eq(studentDocuments.id, before.id))
    .returning();
  if (!row) throw queuedDocumentNotFound();
  const label = DOCUMENT_KIND_LABELS[row.kind];
  await recordAudit(tx, {
    actorId: admin.id,
    action: 'document.reviewed',
    subjectType: 'student_document',
    subjectId: row.id,
    subjectUserId: row.userId,
    summary: `${verify ? 'Verified' : 'Rejected'} the ${label} of ${student.name}`,
    before: { kind: before.kind, status: before.status, fileId: before.fileId },
    after: { kind: row.kind, status: row.status, fileId: row.fileId, rejectionReason },
    reason: rejectionReason,
    at,
  });
  return { row, student };
}

/**
 * The email telling `student` the outcome of the review of `row` (spec: "the student sees the
 * outcome"), in her interface language `language` (issue 29 item 4); the admin's reason as written.
 */
function reviewEmail(
  row: Pick<DocumentRow, 'kind' | 'status' | 'rejectionReason'>,
  student: Pick<UserContact, 'firstName' | 'email'>,
  publicUrl: string,
  language: LanguageCode,
): { to: string; subject: string; text: string } {
  const t = translator(language);
  const document = t(DOCUMENT_KIND_LABELS[row.kind]);
  const link = `${publicUrl}${paths.documents.path}`;
  const hello = t('Hello {{firstName}},', { firstName: student.firstName });
  if (row.status === 'uploaded') {
    return {
      to: student.email,
      subject: t('Your {{document}} has been verified', { document }),
      text: [
        hello,
        t('The Nightingale team has verified your {{document}}. There is nothing more to do for this document.', {
          document,
        }),
        `${t('Your documents: {{link}}', { link })}\n`,
      ].join('\n\n'),
    };
  }
  return {
    to: student.email,
    subject: t('Your {{document}} needs a new upload', { document }),
    text: [
      hello,
      t('The Nightingale team could not verify your {{document}}:', { document }),
      row.rejectionReason ?? '',
      `${t('Please upload a new file and submit it again: {{link}}', { link })}\n`,
    ].join('\n\n'),
  };
}

/**
 * POST /api/admin/documents/:documentId/review: `admin` verifies or rejects the pending document
 * `documentId` at `at` (storeDocumentReview, in one transaction), then emails the student the
 * outcome with a link to PUBLIC_URL/documents, unless her emailNotifications setting is off (issue 25
 * item 6: sendUserNotification). A failed email is logged; the review stands.
 * Returns the reviewed document. Errors: as storeDocumentReview.
 */
export async function reviewDocument(
  db: Database,
  { documentId, admin, body }: { documentId: string; admin: AccountUser; body: DocumentReviewInput },
  { mailer, log, publicUrl }: { mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  at: Date,
): Promise<StudentDocument> {
  const { document, student, row } = await db.transaction(async (tx) => {
    const reviewed = await storeDocumentReview(tx, { documentId, admin, body }, at);
    const file = (await getFileMeta(tx, [reviewed.row.fileId])).get(reviewed.row.fileId);
    if (!file) throw new Error(`document ${reviewed.row.id} has no stored file`);
    return { ...reviewed, document: toStudentDocument(reviewed.row, file) };
  });
  try {
    // Her emailNotifications setting decides (issue 25 item 6); the outcome shows on her Documents page either way.
    await sendUserNotification(
      db,
      { mailer, publicUrl, log },
      row.userId,
      reviewEmail(row, student, publicUrl, await getLanguage(db, row.userId)),
    );
  } catch (error) {
    log.error({ err: error, documentId: row.id }, 'the outcome of a document review could not be emailed');
  }
  return document;
}
