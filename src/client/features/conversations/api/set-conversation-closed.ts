import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportConversation } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/conversations/:conversationId/close or /reopen (admins; issue 23): closes the
 * conversation (no longer waiting) or reopens it (waiting when the student wrote last). Resolves
 * to the conversation with its notes. Throws ApiError 403 non-admins, 404 CONVERSATION_NOT_FOUND.
 */
export const setConversationClosed = ({ conversationId, closed }: { conversationId: string; closed: boolean }) =>
  apiRequest<SupportConversation>(
    `/admin/conversations/${encodeURIComponent(conversationId)}/${closed ? 'close' : 'reopen'}`,
    { method: 'POST' },
  );

/** Closes or reopens a conversation, then refreshes the queue, the thread and the menu's count. */
export function useSetConversationClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConversationClosed,
    onSettled: () => invalidateQueries(queryClient, queryKeys.conversations),
  });
}
