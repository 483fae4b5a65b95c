import type { QueryClient } from '@tanstack/react-query';
import { invalidateMarketplace, invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * After a change to a session or a booking: the students' session lists (['sessions']) and, since a
 * booking or a refund is a marketplace purchase, everything `invalidateMarketplace` refreshes (the
 * trainer's own sessions under ['trainer', 'sessions'], courses, payments, the admin's purchases).
 */
export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return Promise.all([invalidateQueries(queryClient, queryKeys.sessions), invalidateMarketplace(queryClient)]).then(
    () => undefined,
  );
}
