import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/board/messages/:messageId (its author or an admin; spec §6 "Delete board messages",
 * §7 delete by id; issue 27 item 6): resolves when the message or reply is gone (204), a thread's
 * first message with its replies. Throws ApiError: 401 signed out, 403 'You can delete only your own
 * messages and replies.', 404 no such message.
 */
export const deleteBoardMessage = (messageId: string) =>
  apiRequest(`/board/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' });

/** Deletes a message, then refreshes every cached page of the board (after a refusal too: it may be gone already). */
export function useDeleteBoardMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoardMessage,
    onSettled: () => invalidateQueries(queryClient, queryKeys.board),
  });
}
