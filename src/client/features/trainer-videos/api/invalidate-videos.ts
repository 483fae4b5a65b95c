import type { QueryClient } from '@tanstack/react-query';
import { invalidateMarketplace, invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * After a change to a video, a view or a purchase: the students' video lists (['videos']) and,
 * since a purchase is a marketplace sale, everything `invalidateMarketplace` refreshes (the
 * trainer's own videos under ['trainer', 'videos'], courses, payments, the admin's purchases).
 */
export function invalidateVideos(queryClient: QueryClient): Promise<void> {
  return Promise.all([invalidateQueries(queryClient, queryKeys.videos), invalidateMarketplace(queryClient)]).then(
    () => undefined,
  );
}
