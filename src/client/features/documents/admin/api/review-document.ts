import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentReviewBody, StudentDocument } from '../../../../../shared/documents/documents';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/admin/documents/:documentId/review { decision, fileId, reason } (admins; issue 13
 * "verify or reject with a reason"): verifies (status 'uploaded') or rejects the file the admin
 * opened (`fileId`). Resolves to the reviewed document; the student is emailed. Throws ApiError:
 * 400 a rejection without a reason, 403 not an admin, 404 no such document, 409
 * DOCUMENT_NOT_PENDING (reviewed or withdrawn meanwhile) or DOCUMENT_CHANGED (the student replaced
 * the file since).
 */
export const reviewDocument = async ({ documentId, body }: { documentId: string; body: DocumentReviewBody }) =>
  (
    await apiRequest<{ document: StudentDocument }>(`/admin/documents/${encodeURIComponent(documentId)}/review`, {
      method: 'POST',
      body,
    })
  ).document;

/** Reviews a document, then reloads every cached list of documents and the timelines, after a refusal too. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    onSettled: () => invalidateQueries(queryClient, queryKeys.documents, queryKeys.tracking),
  });
}
