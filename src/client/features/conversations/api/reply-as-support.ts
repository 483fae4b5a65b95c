import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationMessage, ReplyBody } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/conversations/:conversationId/messages with `{ message }` (admins): support's
 * reply (201), signed "<first name>, Nightingale Support" and emailed to the student (to a visitor
 * first, by email only); the conversation no longer waits. Throws ApiError: 400 MESSAGE_REQUIRED
 * (blank, spec §5) or too long, 403 non-admins, 404 CONVERSATION_NOT_FOUND, 502 REPLY_NOT_SENT.
 */
export const replyAsSupport = async ({ conversationId, body }: { conversationId: string; body: ReplyBody }) =>
  (
    await apiRequest<{ message: ConversationMessage }>(
      `/admin/conversations/${encodeURIComponent(conversationId)}/messages`,
      { method: 'POST', body },
    )
  ).message;

/** Sends support's reply, then refreshes the inbox, the thread and the menu's count. */
export function useReplyAsSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyAsSupport,
    onSettled: () => invalidateQueries(queryClient, queryKeys.conversations),
  });
}
