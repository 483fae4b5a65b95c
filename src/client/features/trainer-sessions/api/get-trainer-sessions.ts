import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerSessions } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/trainer/sessions (trainers and admins; 401 signed out, 403 others): the reader's own
 * sessions, soonest first, each with its bookings and what it earned (cents), and the side cards'
 * figures.
 */
export const getTrainerSessions = () => apiRequest<TrainerSessions>('/trainer/sessions');

/** The trainer's sessions, cached under ['trainer', 'sessions'] (refreshed with the marketplace). */
export const trainerSessionsQuery = queryOptions({
  queryKey: [...queryKeys.trainer, 'sessions'],
  queryFn: getTrainerSessions,
});

/** The trainer's sessions; `enabled` false while the reader may not use the trainer tools. */
export function useTrainerSessions(enabled = true) {
  return useQuery({ ...trainerSessionsQuery, enabled });
}
