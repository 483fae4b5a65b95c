import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportConversation } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/conversations/:conversationId (admins): any conversation of the support queue
 * with its messages and internal notes, oldest first; reading it does not change what the student
 * has read. Throws ApiError 404 CONVERSATION_NOT_FOUND, 403 for non-admins.
 */
export const getSupportConversation = (conversationId: string) =>
  apiRequest<SupportConversation>(`/admin/conversations/${encodeURIComponent(conversationId)}`);

/** A conversation as support sees it (with its notes), under ['conversations']. */
export const supportConversationQuery = (conversationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.conversations, 'inbox', 'thread', conversationId],
    queryFn: () => getSupportConversation(conversationId),
  });

/** The conversation `conversationId` for an admin (nothing asked while null). */
export function useSupportConversation(conversationId: string | null) {
  return useQuery({
    ...supportConversationQuery(conversationId ?? ''),
    enabled: conversationId !== null,
    select: (data) => data.conversation,
  });
}

/** The internal notes of the conversation `conversationId`, from the same answer (nothing asked while null). */
export function useSupportNotes(conversationId: string | null) {
  return useQuery({
    ...supportConversationQuery(conversationId ?? ''),
    enabled: conversationId !== null,
    select: (data) => data.notes,
  });
}
