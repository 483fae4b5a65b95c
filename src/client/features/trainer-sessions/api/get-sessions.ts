import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/sessions?trainerId=: sessions still to come and not cancelled, soonest first (one
 * trainer's when `trainerId` is given), each with where the reader stands (`viewerState`).
 */
export const getSessions = (trainerId?: string) =>
  apiRequest<SessionList>(trainerId ? `/sessions?${new URLSearchParams({ trainerId })}` : '/sessions');

/** The sessions open to students, cached under ['sessions', 'list', trainerId or 'all']. */
export const sessionsQuery = (trainerId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.sessions, 'list', trainerId ?? 'all'],
    queryFn: () => getSessions(trainerId),
  });

/** The sessions open to students (one trainer's when `trainerId` is given). */
export function useSessions(trainerId?: string) {
  return useQuery(sessionsQuery(trainerId));
}
