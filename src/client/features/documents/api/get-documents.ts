import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsOverview } from '../../../../shared/documents/documents';
import { apiRequest } from '../../../lib/api-client';

/** Every cached query of documents: the student's own and the admins' queue. Every document mutation refreshes it. */
export const DOCUMENTS_KEY = ['documents'] as const;

/**
 * GET /api/documents (signed in; issue 13 "the document centre"): the student's programme (null
 * before one is chosen), the kinds its checklist asks for in order, and every document on file
 * (those a former programme asked for too). Throws ApiError (401 signed out).
 */
export const getDocuments = () => apiRequest<DocumentsOverview>('/documents');

/** The student's documents as `viewerId` sees them (their own), under ['documents']. */
export const documentsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'mine', viewerId],
    queryFn: getDocuments,
  });

/** The signed-in student's checklist and documents. */
export function useDocuments(viewerId: string | null) {
  return useQuery(documentsQuery(viewerId));
}
