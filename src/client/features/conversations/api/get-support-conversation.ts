import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/conversations/:conversationId (admins): any student's conversation with its
 * messages, oldest first; reading it does not change what the student has read. Throws ApiError
 * 404 CONVERSATION_NOT_FOUND, 403 for non-admins.
 */
export const getSupportConversation = async (conversationId: string) =>
  (await apiRequest<{ conversation: Conversation }>(`/admin/conversations/${encodeURIComponent(conversationId)}`))
    .conversation;

/** A conversation as support sees it, under ['conversations']. */
export const supportConversationQuery = (conversationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.conversations, 'inbox', 'thread', conversationId],
    queryFn: () => getSupportConversation(conversationId),
  });

/** The conversation `conversationId` for an admin (nothing asked while null). */
export function useSupportConversation(conversationId: string | null) {
  return useQuery({ ...supportConversationQuery(conversationId ?? ''), enabled: conversationId !== null });
}
