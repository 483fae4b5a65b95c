import { z } from 'zod/mini';
import { storedFileSchema } from '../files/file-kinds';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { pageNumber } from '../pagination';
import { noControlCharacters, visibleText } from '../text';
import { DOCUMENT_KINDS } from './document-kinds';

/**
 * The Document Upload Center at /documents and the admins' verification queue (spec §2, §3
 * "documents", §4 "Document status uploaded / pending / draft", §5 "Upload guidelines: PDF,
 * JPEG/JPG, PNG, DOC/DOCX, max 10MB"; issue 13). The state machine of one document is
 * nextDocumentStatus in document-status.ts.
 */

/** Spec §4's three statuses, and rejected (issue 13: "rejected with a reason"). */
const DOCUMENT_STATUSES = ['draft', 'pending', 'uploaded', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The badge of each status. 'uploaded' is spec §4's word for a document the team has verified. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: msg('Draft'),
  pending: msg('Pending'),
  uploaded: msg('Uploaded'),
  rejected: msg('Rejected'),
};

/** Spec §5's upload guidelines, as the page lists them. */
export const UPLOAD_GUIDELINES = [
  msg('Accepted formats: PDF, JPEG/JPG, PNG, DOC/DOCX') as 'Accepted formats: PDF, JPEG/JPG, PNG, DOC/DOCX',
  msg('Maximum file size: 10MB') as 'Maximum file size: 10MB',
  msg('Make sure every page is complete and easy to read') as 'Make sure every page is complete and easy to read',
  msg('Upload the whole document as one file') as 'Upload the whole document as one file',
] as const;

/** Texts of the page and the API. */
export const DOCUMENT_NOT_ON_LIST = msg(
  'This document is not on your program’s checklist. Select a program first, then upload the documents it lists.',
);
export const DOCUMENT_NOT_FOUND = msg('You have not uploaded this document yet.');
export const DOCUMENT_VERIFIED_LOCKED = msg(
  'This document has been verified and can no longer be changed. Write to support if it needs correcting.',
);
export const DOCUMENT_NOT_DRAFT = msg(
  'Only a document you are preparing (a draft) can be submitted. Upload the file again first.',
);
export const DOCUMENT_FILE_NOT_FOUND = msg('This upload was not found. Choose the file and upload it again.');
export const DOCUMENT_NOT_PENDING = msg('This document is no longer waiting for verification. Reload the queue.');
export const DOCUMENT_CHANGED = msg(
  'The student replaced this file after you opened it. Open the new file before deciding.',
);
export const REJECTION_REASON_REQUIRED = msg('Please give the student a reason for the rejection.');
export const DOCUMENT_UPLOADED = msg('Document uploaded. Submit it for verification when it is ready.');
export const DOCUMENT_SUBMITTED = msg('Document submitted for verification.');
export const DOCUMENT_DELETED = msg('Document deleted.');
/** The toast of a verification, naming the document and its student (issue 23): "Passport verified for Amara Okafor." */
export const documentVerifiedText = (documentLabel: string, studentName: string) =>
  msg('{{documentLabel}} verified for {{studentName}}.', { documentLabel, studentName });
/** The toast of a rejection, naming the document and its student (issue 23). */
export const documentRejectedText = (documentLabel: string, studentName: string) =>
  msg('{{documentLabel}} rejected for {{studentName}}. The student will see your reason.', {
    documentLabel,
    studentName,
  });
/**
 * What Verify Document says while the admin has not opened the file from the queue, and the API's
 * 409 document_not_opened when they have not opened the current file (issue 23).
 */
export const DOCUMENT_NOT_OPENED = msg('Open the file and check it before you verify it.');
export const DOCUMENTS_QUEUE_EMPTY = msg('No documents are waiting for verification.');

export const REJECTION_REASON_MAX = 1000;

/** Path parameter of the student's document routes: a kind from DOCUMENT_KINDS (404 otherwise). */
export const documentKindParamsSchema = z.object({ kind: entityId(msg('The document kind')) });

/** Body of PUT /api/documents/:kind/file: the id of an upload from POST /api/files?purpose=document. */
export const attachDocumentBodySchema = z.strictObject({
  fileId: entityId(msg('The file id'), DOCUMENT_FILE_NOT_FOUND),
});

/** A student's document: its kind, status, the current file, and the dates of each step (ISO 8601). */
const studentDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  file: storedFileSchema,
  /** When the current file was attached (the "upload date"). */
  uploadedAt: z.string(),
  submittedAt: z.nullable(z.string()),
  /** When an admin verified or rejected it. */
  reviewedAt: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;

/**
 * Answer of GET /api/documents: the enrolled programme (null before one is chosen), the kinds its
 * checklist asks for in order, and every document the student has on file (also those a former
 * programme asked for).
 */
export const documentsOverviewSchema = z.object({
  programId: z.nullable(z.string()),
  requiredKinds: z.array(z.enum(DOCUMENT_KINDS)),
  documents: z.array(studentDocumentSchema),
});
export type DocumentsOverview = z.infer<typeof documentsOverviewSchema>;

export const studentDocumentResponseSchema = z.object({ document: studentDocumentSchema });

/** Filter of the admins' queue: pending (default) or every document. */
export const DOCUMENT_QUEUE_FILTERS = ['pending', 'all'] as const;
export const documentQueueQuerySchema = z.object({
  status: z._default(z.enum(DOCUMENT_QUEUE_FILTERS, { error: msg('status must be pending or all.') }), 'pending'),
  page: pageNumber,
});
export const DOCUMENT_QUEUE_PAGE_SIZE = 20;

/** A document in the admins' queue: the document and whose it is. */
const queuedDocumentSchema = z.object({
  document: studentDocumentSchema,
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The student's programme's title, or null when they have none now. */
  programTitle: z.nullable(z.string()),
});
export type QueuedDocument = z.infer<typeof queuedDocumentSchema>;

/** Answer of GET /api/admin/documents: oldest submitted first for pending, newest first for all. */
export const documentQueueSchema = z.object({
  items: z.array(queuedDocumentSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type DocumentQueue = z.infer<typeof documentQueueSchema>;

export const documentIdParamsSchema = z.object({ documentId: entityId(msg('The document id')) });

/**
 * Body of POST /api/admin/documents/:documentId/review: verify or reject the file the admin opened
 * (`fileId`: 409 DOCUMENT_CHANGED if the student replaced it since). A rejection needs a reason.
 */
export const documentReviewBodySchema = z
  .strictObject({
    decision: z.enum(['verify', 'reject'], { error: msg('decision must be verify or reject.') }),
    fileId: z.string().check(z.minLength(1), z.maxLength(64)),
    reason: z._default(
      z
        .string()
        .check(
          z.trim(),
          visibleText(REJECTION_REASON_REQUIRED),
          z.maxLength(
            REJECTION_REASON_MAX,
            msg('The reason must be at most {{max}} characters.', { max: REJECTION_REASON_MAX }),
          ),
          noControlCharacters(msg('The reason'), { multiline: true }),
        ),
      '',
    ),
  })
  .check(
    z.refine((body) => body.decision !== 'reject' || body.reason.length > 0, {
      message: REJECTION_REASON_REQUIRED,
      path: ['reason'],
    }),
  );
export type DocumentReviewBody = z.input<typeof documentReviewBodySchema>;
