import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/board/messages/:messageId/reports (admins; beyond the spec): keeps a reported message
 * and clears its reports (204). Throws ApiError: 401 signed out, 403 not an admin, 404 no such message.
 */
export const dismissBoardReports = (messageId: string) =>
  apiRequest(`/board/messages/${encodeURIComponent(messageId)}/reports`, { method: 'DELETE' });

/** Clears a message's reports, then refreshes every cached page of the board. */
export function useDismissBoardReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissBoardReports,
    onSettled: () => invalidateQueries(queryClient, queryKeys.board),
  });
}
