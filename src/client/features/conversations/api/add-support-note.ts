import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteBody, SupportNote } from '../../../../shared/conversations/conversations';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/conversations/:conversationId/notes with `{ message }` (admins; issue 23): an
 * internal note only the support team reads (201). Throws ApiError: 400 NOTE_REQUIRED or too long,
 * 403 non-admins, 404 CONVERSATION_NOT_FOUND.
 */
export const addSupportNote = async ({ conversationId, body }: { conversationId: string; body: NoteBody }) =>
  (
    await apiRequest<{ note: SupportNote }>(`/admin/conversations/${encodeURIComponent(conversationId)}/notes`, {
      method: 'POST',
      body,
    })
  ).note;

/** Adds an internal note, then refreshes the thread (which holds the notes). */
export function useAddSupportNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSupportNote,
    onSettled: () => invalidateQueries(queryClient, queryKeys.conversations),
  });
}
