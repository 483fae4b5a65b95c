import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessions } from './invalidate-sessions';

/**
 * POST /api/trainer/sessions/:sessionId/cancel (the session's trainer): cancels it and refunds each
 * of its bookings; resolves to the session as cancelled.
 */
export const cancelSession = (sessionId: string) =>
  apiRequest<{ session: TrainerSession }>(`/trainer/sessions/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
  }).then((result) => result.session);

/** Cancels a session, then refreshes the session lists and the marketplace (the refunds show in /payment). */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSession, onSettled: () => invalidateSessions(queryClient) });
}
