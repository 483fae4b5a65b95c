import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { conversationQuery } from './get-conversation';
import { conversationsQuery } from './get-conversations';
import { unreadCountKey } from './get-unread-count';

/**
 * POST /api/conversations/:conversationId/unread (its student): the latest message from support
 * becomes unread again (204). Throws ApiError 404 CONVERSATION_NOT_FOUND.
 */
export const markConversationUnread = (conversationId: string) =>
  apiRequest(`/conversations/${encodeURIComponent(conversationId)}/unread`, { method: 'POST' });

/**
 * Marks a conversation unread, then refreshes the list and the menu's count. The open thread is
 * not asked again (reading it would mark it read at once); the page closes it.
 */
export function useMarkConversationUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationUnread,
    onSettled: (_result, _error, conversationId) => {
      queryClient.removeQueries({ queryKey: conversationQuery(conversationId).queryKey });
      return invalidateQueries(queryClient, conversationsQuery.queryKey, unreadCountKey);
    },
  });
}
