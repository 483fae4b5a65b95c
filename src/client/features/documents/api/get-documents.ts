import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsOverview } from '../../../../shared/documents/documents';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/documents (signed in; issue 13 "the document centre"): the student's programme (null
 * before one is chosen), the kinds its checklist asks for in order, and every document on file
 * (those a former programme asked for too). Throws ApiError (401 signed out).
 */
export const getDocuments = () => apiRequest<DocumentsOverview>('/documents');

/** The student's documents as `viewerId` sees them (their own), under ['documents']. */
export const documentsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.documents, 'mine', viewerId],
    queryFn: getDocuments,
  });

/** The signed-in student's checklist and documents. */
export function useDocuments(viewerId: string | null) {
  return useQuery(documentsQuery(viewerId));
}
