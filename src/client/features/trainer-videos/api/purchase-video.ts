import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoReceipt } from '../../../../shared/trainer-videos/videos';
import { apiRequest } from '../../../lib/api-client';
import { invalidateVideos } from './invalidate-videos';

/**
 * POST /api/videos/:videoId/purchase { referralCode?, expectedPriceCents? }: resolves to the video
 * (now with its URL) and the purchase (201). Refusals: 401 signed out, 403 one's own video, 409
 * already bought, free or price changed, 400 a bad referral code.
 */
export const purchaseVideo = ({
  videoId,
  referralCode,
  expectedPriceCents,
}: {
  videoId: string;
  referralCode?: string;
  /** The price in cents the buyer was shown: a changed price is refused (409) rather than charged. */
  expectedPriceCents: number;
}) =>
  apiRequest<VideoReceipt>(`/videos/${encodeURIComponent(videoId)}/purchase`, {
    method: 'POST',
    body: { ...(referralCode ? { referralCode } : {}), expectedPriceCents },
  });

/** Buys a video, then refreshes the video lists and the marketplace (after a refusal too). */
export function usePurchaseVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purchaseVideo, onSettled: () => invalidateVideos(queryClient) });
}
