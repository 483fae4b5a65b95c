import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoList } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/videos?trainerId=: published videos, newest first (one trainer's when `trainerId` is
 * given), each with where the reader stands; `videoUrl` is null for a paid video not bought.
 */
export const getVideos = (trainerId?: string) =>
  apiRequest<VideoList>(trainerId ? `/videos?${new URLSearchParams({ trainerId })}` : '/videos');

/** The published videos, cached under ['videos', 'list', trainerId or 'all']. */
export const videosQuery = (trainerId?: string) =>
  queryOptions({ queryKey: [...queryKeys.videos, 'list', trainerId ?? 'all'], queryFn: () => getVideos(trainerId) });

/** The published videos (one trainer's when `trainerId` is given). */
export function useVideos(trainerId?: string) {
  return useQuery(videosQuery(trainerId));
}
