import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/documents/document-kinds';
import type { StudentDocument } from '../../../../shared/documents/documents';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/documents/:kind/submit (signed in; issue 13 "pending once submitted for verification"):
 * a draft goes to the admins' queue. Resolves to the document, now pending. Throws ApiError: 404 no
 * such document, 409 DOCUMENT_NOT_DRAFT, 400 DOCUMENT_NOT_ON_LIST.
 */
export const submitDocument = async (kind: DocumentKind): Promise<StudentDocument> =>
  (await apiRequest<{ document: StudentDocument }>(`/documents/${encodeURIComponent(kind)}/submit`, { method: 'POST' }))
    .document;

/** Submits a document for verification, then refreshes the documents and the timeline, after a refusal too. */
export function useSubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    onSettled: () => invalidateQueries(queryClient, queryKeys.documents, queryKeys.tracking),
  });
}
