import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DOCUMENT_QUEUE_FILTERS, DocumentQueue } from '../../../../../shared/documents/documents';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export type DocumentQueueFilter = (typeof DOCUMENT_QUEUE_FILTERS)[number];

/** One page of the admins' document queue: the pending documents or all, the page from 1. */
export interface DocumentQueueQuery {
  status: DocumentQueueFilter;
  page: number;
}

/**
 * GET /api/admin/documents?status=pending|all&page= (admins; 401 signed out, 403
 * ADMIN_REVIEW_RESTRICTED; issue 13 "a queue of pending documents across students"): one page of
 * DOCUMENT_QUEUE_PAGE_SIZE documents with their student and programme; pending oldest submitted
 * first, all newest uploaded first. Throws ApiError.
 */
export const getDocumentQueue = ({ status, page }: DocumentQueueQuery) =>
  apiRequest<DocumentQueue>(`/admin/documents?${new URLSearchParams({ status, page: String(page) })}`);

/** A page of the queue, under ['documents'] so any change to a document refreshes it. */
export const documentQueueQuery = (query: DocumentQueueQuery) =>
  queryOptions({
    queryKey: [...queryKeys.documents, 'queue', query],
    queryFn: () => getDocumentQueue(query),
  });

/** The queue's page `query`; the previous page stays shown while the next one loads. */
export function useDocumentQueue(query: DocumentQueueQuery) {
  return useQuery({ ...documentQueueQuery(query), placeholderData: keepPreviousData });
}

/** Where an admin opens a student's document: GET /api/admin/documents/:documentId/file (admins; 404 unknown). */
export function adminDocumentFileHref(documentId: string): string {
  return `/api/admin/documents/${encodeURIComponent(documentId)}/file`;
}
