import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationMessage, StudentReplyBody } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/conversations/:conversationId/messages with `{ message, reopen? }` (its student): adds
 * the student's reply (201); an open conversation then waits for support, a closed one only with
 * `reopen` ("I still need help"; issue 23), else it stays closed. Throws ApiError: 400
 * MESSAGE_REQUIRED (blank, spec §5) or too long, 404 CONVERSATION_NOT_FOUND, 429 over the hourly limit.
 */
export const replyToConversation = async ({
  conversationId,
  body,
}: {
  conversationId: string;
  body: StudentReplyBody;
}) =>
  (
    await apiRequest<{ message: ConversationMessage }>(
      `/conversations/${encodeURIComponent(conversationId)}/messages`,
      { method: 'POST', body },
    )
  ).message;

/** Sends the student's reply, then refreshes the communication centre. */
export function useReplyToConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToConversation,
    onSettled: () => invalidateQueries(queryClient, queryKeys.conversations),
  });
}
