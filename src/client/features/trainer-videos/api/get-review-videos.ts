import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewVideoList, VideoReviewFilter } from '../../../../shared/trainer-videos/video-review';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/videos?status= (admins; 403 others): every trainer's videos with `status` (or
 * all), newest first, each with its review (decision 017).
 */
export const getReviewVideos = (status: VideoReviewFilter) =>
  apiRequest<ReviewVideoList>(`/admin/videos?${new URLSearchParams({ status })}`);

/** The review list by filter; under ['videos'] so any change to a video refreshes it. */
export const reviewVideosQuery = (status: VideoReviewFilter) =>
  queryOptions({
    queryKey: [...queryKeys.videos, 'review', status],
    queryFn: () => getReviewVideos(status),
  });

/** The videos an admin reviews, with `status`; the previous filter's list stays while the next one loads. */
export function useReviewVideos(status: VideoReviewFilter) {
  return useQuery({ ...reviewVideosQuery(status), placeholderData: keepPreviousData });
}
