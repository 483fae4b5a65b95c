import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { UNREAD_COUNT_REFRESH_MS } from './get-unread-count';

/**
 * GET /api/conversations (signed in; 401 signed out): the viewer's own conversations with the
 * support team, latest activity first, each with subject, last sender, time, preview and `unread`
 * (a message from support not yet read).
 */
export const getConversations = async () =>
  (await apiRequest<{ conversations: ConversationSummary[] }>('/conversations')).conversations;

/** The viewer's conversations, under ['conversations'] so every send, reply and mark refreshes it; asked again every 60 s like the menu's count. */
export const conversationsQuery = queryOptions({
  queryKey: [...queryKeys.conversations, 'mine', 'list'],
  queryFn: getConversations,
  refetchInterval: UNREAD_COUNT_REFRESH_MS,
});

/** The signed-in viewer's conversations. */
export function useConversations() {
  return useQuery(conversationsQuery);
}
