import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactInbox, INBOX_FILTERS } from '../../../../shared/contact/messages';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** One page of the inbox: all messages or the unread ones, the page from 1. */
export interface InboxQuery {
  status: InboxFilter;
  page: number;
}

/**
 * GET /api/admin/contact-messages?status=all|unread&page= (admins; 401 signed out, 403 others):
 * one page of contact-form messages, newest first, each with its replies, the count of all
 * matches and of unread messages (issue 12 "The admin's inbox").
 */
export const getContactMessages = ({ status, page }: InboxQuery) =>
  apiRequest<ContactInbox>(`/admin/contact-messages?${new URLSearchParams({ status, page: String(page) })}`);

/** A page of the inbox, under ['admin', 'contact-messages'] so marking or replying refreshes it. */
export const contactMessagesQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: [...queryKeys.contactMessages, query],
    queryFn: () => getContactMessages(query),
  });

/** The inbox's page `query`; the previous page stays shown while the next one loads. */
export function useContactMessages(query: InboxQuery) {
  return useQuery({ ...contactMessagesQuery(query), placeholderData: keepPreviousData });
}

/** How many messages are unread (the Inbox tab's badge): the inbox's first page answers it, shared with its default view. */
export function useUnreadCount(): number | undefined {
  return useQuery({ ...contactMessagesQuery({ status: 'all', page: 1 }), select: (inbox) => inbox.unread }).data;
}
