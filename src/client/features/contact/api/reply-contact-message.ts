import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage, ContactReplyBody } from '../../../../shared/contact/messages';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/contact-messages/:messageId/replies with `{ message }` (admins): emails the
 * reply to the sender (subject "Re: <subject>"), keeps it with the message and marks the message
 * read; resolves to the message with its replies. Throws ApiError 400 (`REPLY_REQUIRED`, too
 * long) or 404 `CONTACT_MESSAGE_NOT_FOUND`.
 */
export const replyToContactMessage = async ({ messageId, body }: { messageId: string; body: ContactReplyBody }) =>
  (
    await apiRequest<{ message: ContactMessage }>(`/admin/contact-messages/${encodeURIComponent(messageId)}/replies`, {
      method: 'POST',
      body,
    })
  ).message;

/** Sends a reply, then refreshes the inbox and the audit log (the reply is recorded there). */
export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContactMessage,
    onSettled: () => invalidateQueries(queryClient, queryKeys.contactMessages, queryKeys.auditLog),
  });
}
