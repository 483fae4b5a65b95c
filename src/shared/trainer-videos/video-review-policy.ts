import type { VideoStatus } from './videos';

/**
 * Decision 017 (issue 23): one review policy for what trainers sell. A paid video is reviewed before
 * it is sold, as a training material is; a free video is published at once (spec §4).
 */

/** A video's price and where it plays, as far as the policy cares. Price in cents; 0 is free. */
interface VideoSale {
  priceCents: number;
  videoUrl: string;
}

/** The status of a video just uploaded: published when free, pending review when paid. */
export function statusOnUpload(video: VideoSale): VideoStatus {
  return video.priceCents > 0 ? 'pending' : 'published';
}

/**
 * The status of a video after its trainer's edit from `before` to `after`: a free video is
 * published; an approved paid video stays on sale when its URL is the same (title, description,
 * category or price changed); anything else paid (a free video given a price, a new URL, a pending
 * or rejected video) waits for review.
 */
export function statusAfterEdit(before: VideoSale & { status: VideoStatus }, after: VideoSale): VideoStatus {
  if (after.priceCents === 0) return 'published';
  const approvedPaid = before.status === 'published' && before.priceCents > 0;
  return approvedPaid && before.videoUrl === after.videoUrl ? 'published' : 'pending';
}
