import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SUPPORT_INBOX_FILTERS, SupportInbox } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { UNREAD_COUNT_REFRESH_MS } from './get-unread-count';

export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

/** One page of the support queue: the conversations waiting for a reply, open, closed or all, the page from 1. */
export interface SupportInboxQuery {
  status: SupportInboxFilter;
  page: number;
}

/**
 * GET /api/admin/conversations?status=waiting|open|closed|all&page= (admins; 401 signed out, 403
 * ADMIN_REVIEW_RESTRICTED): one page of SUPPORT_INBOX_PAGE_SIZE conversations of the one support
 * queue (students' and contact-form messages), waiting first (oldest wait first), then open, then
 * closed, each by latest activity, with the count of all matches and of those waiting.
 */
export const getSupportInbox = ({ status, page }: SupportInboxQuery) =>
  apiRequest<SupportInbox>(`/admin/conversations?${new URLSearchParams({ status, page: String(page) })}`);

/** A page of the shared inbox, under ['conversations'] so a reply refreshes it; asked again every 60 s like the menu's count. */
export const supportInboxQuery = (query: SupportInboxQuery) =>
  queryOptions({
    queryKey: [...queryKeys.conversations, 'inbox', 'list', query],
    queryFn: () => getSupportInbox(query),
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
  });

/** The shared inbox's page `query`; the previous page stays shown while the next one loads. */
export function useSupportInbox(query: SupportInboxQuery) {
  return useQuery({ ...supportInboxQuery(query), placeholderData: keepPreviousData });
}
