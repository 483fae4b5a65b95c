import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation, NewConversationBody } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/conversations with `{ subject, message }` (signed in): opens a conversation with the
 * support team (the Communication Center's New message and the /support request form); resolves
 * to it (201), waiting for a reply. Throws ApiError: 401 signed out, 400 SUBJECT_REQUIRED,
 * MESSAGE_REQUIRED or too long, 429 over the hourly limit, each with its sentence.
 */
export const startConversation = async (body: NewConversationBody) =>
  (await apiRequest<{ conversation: Conversation }>('/conversations', { method: 'POST', body })).conversation;

/** Opens a conversation, then refreshes the communication centre. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSettled: () => invalidateQueries(queryClient, queryKeys.conversations),
  });
}
