import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardMessage, BoardReportBody } from '../../../../shared/board/messages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/board/messages/:messageId/report (signed in; beyond the spec): reports a message to the
 * admins with an optional reason; resolves to the message, now `reportedByMe`. Reporting twice
 * changes nothing. Throws ApiError: 401 signed out, 400 for one's own message or a reason too long,
 * 404 no such message.
 */
export const reportBoardMessage = async ({ messageId, body }: { messageId: string; body: BoardReportBody }) =>
  (
    await apiRequest<{ message: BoardMessage }>(`/board/messages/${encodeURIComponent(messageId)}/report`, {
      method: 'POST',
      body,
    })
  ).message;

/** Reports a message, then refreshes every cached page of the board. */
export function useReportBoardMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBoardMessage,
    onSettled: () => invalidateQueries(queryClient, queryKeys.board),
  });
}
