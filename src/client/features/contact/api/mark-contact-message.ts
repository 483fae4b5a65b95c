import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/contact/messages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/admin/contact-messages/:messageId/read with `{ read }` (admins): marks a message read
 * (true) or unread (false); resolves to the message. Throws ApiError 404 `CONTACT_MESSAGE_NOT_FOUND`.
 */
export const markContactMessage = async ({ messageId, read }: { messageId: string; read: boolean }) =>
  (
    await apiRequest<{ message: ContactMessage }>(`/admin/contact-messages/${encodeURIComponent(messageId)}/read`, {
      method: 'PUT',
      body: { read },
    })
  ).message;

/** Marks a message read or unread, then refreshes the inbox and its unread count. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    onSettled: () => invalidateQueries(queryClient, queryKeys.contactMessages),
  });
}
