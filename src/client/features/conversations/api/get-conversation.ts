import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Conversation } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { CONVERSATIONS_KEY } from './keys';

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
    queryKey: [...CONVERSATIONS_KEY, 'mine', 'thread', conversationId],
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
    void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'mine', 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_KEY, 'unread-count'] });
  }, [dataUpdatedAt, queryClient]);
  return query;
}
