import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody } from '../../../../shared/contact/messages';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/contact (anyone; spec §2 "Contact", §5): stores the message for the admins' inbox and
 * tells them (204). Throws ApiError: 400 a field refused, 429 too many messages, with its sentence.
 */
export const sendContactMessage = (body: ContactMessageBody) => apiRequest('/contact', { method: 'POST', body });

/** Sends a contact message (the admins' inbox is not cached for the sender). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
