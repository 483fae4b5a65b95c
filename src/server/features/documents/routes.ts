import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  attachDocumentBodySchema,
  documentIdParamsSchema,
  documentKindParamsSchema,
  documentQueueQuerySchema,
  documentQueueSchema,
  documentReviewBodySchema,
  documentsOverviewSchema,
  studentDocumentResponseSchema,
} from '../../../shared/documents/documents';
import { ADMIN_REVIEW_RESTRICTED } from '../../../shared/roles';
import { requireCapability, requireSignedIn, signedInUser } from '../auth/service';
import { getDocumentsOverview } from './documents';
import { listDocumentQueue, reviewDocument, sendQueuedDocumentFile } from './review';
import { attachDocumentFile, deleteDocument, sendDocumentFile, submitDocument } from './student-documents';

/** Guard of the student's routes (before the input is checked): 401 'Please sign in to continue.'. */
const requireStudent = requireSignedIn();

/** Guard of the admins' routes (before the input is checked): 401 signed out; 403 ADMIN_REVIEW_RESTRICTED without `adminReview`. */
const requireAdminReview = requireCapability('adminReview', { forbidden: ADMIN_REVIEW_RESTRICTED });

/** OpenAPI tags of both sides of the document centre. */
const tags = ['documents'];

/**
 * The student's side of the document centre (spec §2 "Document Upload Center", §3 "documents",
 * §4, §5 upload guidelines; issue 13), at /api/documents: the signed-in student's own documents
 * (another student's are never found: 404). The state machine is in
 * src/shared/documents/document-status.ts; uploads go through POST /api/files?purpose=document first.
 */
export const studentDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/documents -> DocumentsOverview { programId, requiredKinds, documents } of the signed-in user. 401. */
  app.get(
    '',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Your programme’s checklist and your documents',
        response: { 200: documentsOverviewSchema, ...errorResponses(401) },
      },
    },
    async (request) => getDocumentsOverview(app.db, signedInUser(request).id),
  );

  /**
   * PUT /api/documents/:kind/file { fileId } -> 200 { document } draft, uploaded now; a
   * replacement's old file is deleted. 404 unknown kind; 400 document_not_on_list,
   * document_file_not_found (not your document upload, or already attached); 409
   * document_verified_locked; 401. Nothing changed on refusal.
   */
  app.put(
    '/:kind/file',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Attach an uploaded file to one of your documents (a draft)',
        params: documentKindParamsSchema,
        body: attachDocumentBodySchema,
        response: { 200: studentDocumentResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      document: await attachDocumentFile(
        app.db,
        { userId: signedInUser(request).id, kind: request.params.kind, fileId: request.body.fileId },
        app.clock(),
      ),
    }),
  );

  /**
   * POST /api/documents/:kind/submit -> 200 { document } pending, submitted now. 404 none; 409
   * document_not_draft; 400 document_not_on_list (no longer on the checklist); 401.
   */
  app.post(
    '/:kind/submit',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Submit a draft document for verification',
        params: documentKindParamsSchema,
        response: { 200: studentDocumentResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      document: await submitDocument(
        app.db,
        { userId: signedInUser(request).id, kind: request.params.kind },
        app.clock(),
      ),
    }),
  );

  /** DELETE /api/documents/:kind -> 204, the document and its file gone. 404 none; 409 document_verified_locked; 401. */
  app.delete(
    '/:kind',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Delete one of your documents (not once verified)',
        params: documentKindParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteDocument(app.db, { userId: signedInUser(request).id, kind: request.params.kind });
      return reply.code(204).send(null);
    },
  );

  /** GET /api/documents/:kind/file -> your document's current file (sendStoredFile's headers). 404 none; 401. */
  app.get(
    '/:kind/file',
    {
      preValidation: requireStudent,
      schema: {
        tags,
        summary: 'Download the file of one of your documents',
        params: documentKindParamsSchema,
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendDocumentFile(app.db, reply, { userId: signedInUser(request).id, kind: request.params.kind }),
  );
};

/**
 * The admins' verification queue of the document centre (spec §2 "Document Upload Center", §4;
 * issue 13), at /api/admin/documents: list, open and verify or reject the students' documents.
 */
export const documentQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/documents?status=pending|all&page= -> DocumentQueue, 20 a page: pending
   * oldest submitted first, all newest uploaded first (admins). 400 a bad filter or page; 401; 403.
   */
  app.get(
    '',
    {
      preValidation: requireAdminReview,
      schema: {
        tags,
        summary: 'Students’ documents to verify (admins)',
        querystring: documentQueueQuerySchema,
        response: { 200: documentQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDocumentQueue(app.db, request.query),
  );

  /**
   * GET /api/admin/documents/:documentId/file -> the document's current file (admins), recorded as
   * opened by the caller (which a verify requires). 404; 401; 403.
   */
  app.get(
    '/:documentId/file',
    {
      preValidation: requireAdminReview,
      schema: {
        tags,
        summary: 'Open the file of a student’s document (admins)',
        params: documentIdParamsSchema,
        response: { ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendQueuedDocumentFile(
        app.db,
        reply,
        { documentId: request.params.documentId, admin: signedInUser(request) },
        app.clock(),
      ),
  );

  /**
   * POST /api/admin/documents/:documentId/review { decision, fileId, reason? } -> 200 { document }
   * 'uploaded' (verified) or 'rejected' with the reason (admins); audit `document.reviewed`; the
   * student is emailed after the commit (a failed email is logged). 400 a rejection without a
   * reason; 404; 409 document_changed (fileId not the current file), document_not_pending,
   * document_not_opened (a verify by an admin who has not opened the current file); 401; 403.
   */
  app.post(
    '/:documentId/review',
    {
      preValidation: requireAdminReview,
      schema: {
        tags,
        summary: 'Verify or reject a pending document (admins)',
        params: documentIdParamsSchema,
        body: documentReviewBodySchema,
        response: { 200: studentDocumentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      document: await reviewDocument(
        app.db,
        { documentId: request.params.documentId, admin: signedInUser(request), body: request.body },
        { mailer: app.mailer, log: request.log, publicUrl: app.publicUrl },
        app.clock(),
      ),
    }),
  );
};
