import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Conversation } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { conversationsQuery } from './get-conversations';
import { unreadCountKey } from './get-unread-count';

/**
 * GET /api/conversations/:conversationId (its student only): the conversation with its messages,
 * oldest first; the server marks support's messages read. Throws ApiError 404
 * CONVERSATION_NOT_FOUND for a conversation that is not the viewer's (or does not exist).
 */
export const getConversation = async (conversationId: string) =>
  (await apiRequest<{ conversation: Conversation }>(`/conversations/${encodeURIComponent(conversationId)}`))
    .conversation;

/** One of the viewer's conversations, under ['conversations']. */
export const conversationQuery = (conversationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.conversations, 'mine', 'thread', conversationId],
    queryFn: () => getConversation(conversationId),
  });

/**
 * The conversation `conversationId` (nothing asked while null). Reading it marks support's
 * messages read on the server, so each answer refreshes the list and the menu's count.
 */
export function useConversation(conversationId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...conversationQuery(conversationId ?? ''), enabled: conversationId !== null });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (!dataUpdatedAt) return;
    void invalidateQueries(queryClient, conversationsQuery.queryKey, unreadCountKey);
  }, [dataUpdatedAt, queryClient]);
  return query;
}
