import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewVideo, VideoReviewBody } from '../../../../shared/trainer-videos/video-review';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVideos } from './invalidate-videos';

/**
 * POST /api/admin/videos/:videoId/review (admins; decision 017): approves (publishes) or rejects a
 * pending paid video with optional comments; resolves to the reviewed video. Throws ApiError: 400
 * with the reason, 403 not an admin, 404 no such video, 409 no longer pending or changed meanwhile.
 */
export const reviewVideo = async ({ videoId, body }: { videoId: string; body: VideoReviewBody }) =>
  (
    await apiRequest<{ video: ReviewVideo }>(`/admin/videos/${encodeURIComponent(videoId)}/review`, {
      method: 'POST',
      body,
    })
  ).video;

/** Reviews a video, then reloads every cached list of videos (the review list, the library), after a refusal too. */
export function useReviewVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewVideo, onSettled: () => invalidateVideos(queryClient) });
}
