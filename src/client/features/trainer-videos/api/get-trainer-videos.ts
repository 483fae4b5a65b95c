import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerVideos } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/trainer/videos (trainers and admins; 401 signed out, 403 others): the reader's own
 * videos, newest first, each with its views, purchases and earnings (cents), and the totals.
 */
export const getTrainerVideos = () => apiRequest<TrainerVideos>('/trainer/videos');

/** The trainer's videos, cached under ['trainer', 'videos'] (refreshed with the marketplace). */
export const trainerVideosQuery = queryOptions({
  queryKey: [...queryKeys.trainer, 'videos'],
  queryFn: getTrainerVideos,
});

/** The trainer's videos; `enabled` false while the reader may not use the trainer tools. */
export function useTrainerVideos(enabled = true) {
  return useQuery({ ...trainerVideosQuery, enabled });
}
