import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerVideo, VideoBody } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVideos } from './invalidate-videos';

/**
 * POST /api/trainer/videos (trainers and admins): resolves to the new video (201), views 0 and
 * purchases 0, published when free and pending review when paid (decision 017). Refusals: 401 signed out, 403 not a trainer or admin, 400 with the reason.
 */
export const createVideo = (body: VideoBody) =>
  apiRequest<{ video: TrainerVideo }>('/trainer/videos', { method: 'POST', body }).then((result) => result.video);

/** Publishes a video, then refreshes the video lists (after a refusal too: the shown state may be stale). */
export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVideo, onSettled: () => invalidateVideos(queryClient) });
}
