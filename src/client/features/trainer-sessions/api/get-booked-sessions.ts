import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedSessionList } from '../../../../shared/trainer-sessions/sessions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/sessions/booked (401 signed out): the sessions the reader booked, not cancelled and not
 * ended, soonest first, with the place and, from 15 minutes before the start, the meeting link
 * (else `meetingUrlFrom`, when it appears; issue 27 item 3).
 */
export const getBookedSessions = () => apiRequest<BookedSessionList>('/sessions/booked');

/** The reader's booked sessions, cached under ['sessions', 'booked'] (refreshed with every session list). */
export const bookedSessionsQuery = queryOptions({
  queryKey: [...queryKeys.sessions, 'booked'],
  queryFn: getBookedSessions,
});

/** The reader's booked sessions; `enabled` false while signed out. */
export function useBookedSessions(enabled = true) {
  return useQuery({ ...bookedSessionsQuery, enabled });
}
