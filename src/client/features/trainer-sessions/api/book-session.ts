import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingReceipt } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessions } from './invalidate-sessions';

/**
 * POST /api/sessions/:sessionId/book { referralCode?, expectedPriceCents? }: resolves to the session
 * as the student now sees it and the purchase (201). Refusals: 401 signed out, 403 one's own
 * session, 409 full, past, cancelled, already booked or price changed, 400 a bad referral code.
 */
export const bookSession = ({
  sessionId,
  referralCode,
  expectedPriceCents,
}: {
  sessionId: string;
  referralCode?: string;
  /** The price in cents the student was shown: a changed price is refused (409) rather than charged. */
  expectedPriceCents: number;
}) =>
  apiRequest<BookingReceipt>(`/sessions/${encodeURIComponent(sessionId)}/book`, {
    method: 'POST',
    body: { ...(referralCode ? { referralCode } : {}), expectedPriceCents },
  });

/** Books a session, then refreshes the session lists and the marketplace (after a refusal too). */
export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookSession, onSettled: () => invalidateSessions(queryClient) });
}
