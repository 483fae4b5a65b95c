import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardMessage, BoardReplyBody } from '../../../../shared/board/messages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/board/messages/:messageId/replies (signed in; issue 27 item 6): replies to a thread
 * under the account's name; resolves to the reply (201). Throws ApiError: 401 'Please log in to post
 * a message', 400 'Please fill in all required fields' (or another reason, such as an account
 * without a name), 404 the message is gone, 409 the thread is full, 429 over the hourly limit per
 * user (posts and replies together), each with its sentence.
 */
export const postBoardReply = async ({ messageId, body }: { messageId: string; body: BoardReplyBody }) =>
  (
    await apiRequest<{ message: BoardMessage }>(`/board/messages/${encodeURIComponent(messageId)}/replies`, {
      method: 'POST',
      body,
    })
  ).message;

/** Replies to a thread, then refreshes every cached page of the board (after a refusal too: the thread may be gone). */
export function usePostBoardReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBoardReply,
    onSettled: () => invalidateQueries(queryClient, queryKeys.board),
  });
}
