import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionBody, TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessions } from './invalidate-sessions';

/**
 * POST /api/trainer/sessions (trainers and admins): resolves to the new session (201), status
 * 'available'. Refusals: 401 signed out, 403 not a trainer or admin, 400 with the reason (a blank
 * title, a start in the past, a duration or size not in the lists).
 */
export const createSession = (body: SessionBody) =>
  apiRequest<{ session: TrainerSession }>('/trainer/sessions', { method: 'POST', body }).then(
    (result) => result.session,
  );

/** Creates a session, then refreshes the session lists (after a refusal too: the shown state may be stale). */
export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSession, onSettled: () => invalidateSessions(queryClient) });
}
