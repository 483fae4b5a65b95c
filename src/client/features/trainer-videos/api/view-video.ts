import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { trainerVideosQuery } from './get-trainer-videos';

/**
 * POST /api/videos/:videoId/views: counts the reader's view (once per student per day) and resolves
 * to the video with its URL. Refusals: 401 signed out, 403 'Buy this video to watch it.', 404.
 */
export const viewVideo = (videoId: string) =>
  apiRequest<{ video: Video }>(`/videos/${encodeURIComponent(videoId)}/views`, { method: 'POST' }).then(
    (result) => result.video,
  );

/**
 * Opens a video (counting the view), then refreshes the video lists and the trainer's analytics
 * (a view changes no purchase, so the marketplace's queries stay).
 */
export function useViewVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewVideo,
    onSettled: () => invalidateQueries(queryClient, queryKeys.videos, trainerVideosQuery.queryKey),
  });
}
