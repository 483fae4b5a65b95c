import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerVideo, VideoBody } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVideos } from './invalidate-videos';

/**
 * PUT /api/trainer/videos/:videoId with every field (the video's trainer; another trainer's video
 * is a 404): resolves to the saved video. 400 with the reason when a field is refused.
 */
export const updateVideo = ({ videoId, body }: { videoId: string; body: VideoBody }) =>
  apiRequest<{ video: TrainerVideo }>(`/trainer/videos/${encodeURIComponent(videoId)}`, { method: 'PUT', body }).then(
    (result) => result.video,
  );

/** Saves a video, then refreshes the video lists (after a refusal too). */
export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVideo, onSettled: () => invalidateVideos(queryClient) });
}
