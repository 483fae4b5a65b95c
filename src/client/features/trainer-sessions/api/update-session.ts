import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionBody, TrainerSession } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSessions } from './invalidate-sessions';

/**
 * PUT /api/trainer/sessions/:sessionId with every field (the session's trainer; another trainer's
 * session is a 404): resolves to the saved session. 400 with the reason when a field is refused.
 */
export const updateSession = ({ sessionId, body }: { sessionId: string; body: SessionBody }) =>
  apiRequest<{ session: TrainerSession }>(`/trainer/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'PUT',
    body,
  }).then((result) => result.session);

/** Saves a session, then refreshes the session lists (after a refusal too). */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSession, onSettled: () => invalidateSessions(queryClient) });
}
