import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardMessage, BoardMessageBody } from '../../../../shared/board/messages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/board/messages (signed in; spec §5 "Message board", §7 insert): resolves to the new
 * message (201), under the account's name (issue 27 item 6: a name in the body is ignored). Throws
 * ApiError: 401 'Please log in to post a message', 400 'Please fill in all required fields' (or
 * another field's reason, or an account without a name), 429 over the hourly limit per user (posts
 * and replies together), with its sentence.
 */
export const postBoardMessage = async (body: BoardMessageBody) =>
  (await apiRequest<{ message: BoardMessage }>('/board/messages', { method: 'POST', body })).message;

/** Posts a message, then refreshes every cached page of the board. */
export function usePostBoardMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBoardMessage,
    onSuccess: () => invalidateQueries(queryClient, queryKeys.board),
  });
}
