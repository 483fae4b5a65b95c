import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/board/messages/:messageId (admins; spec §6 "Delete board messages", §7 delete by id):
 * resolves when the message is gone (204). Throws ApiError: 401 signed out, 403 'You do not have
 * permission to delete messages' for anyone else (the author too), 404 no such message.
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
