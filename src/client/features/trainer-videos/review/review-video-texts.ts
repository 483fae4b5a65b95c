import type { VideoReviewFilter } from '../../../../shared/trainer-videos/video-review';
import type { VideoStatus } from '../../../../shared/trainer-videos/videos';

/** The toasts titled 'Error' of the videos' review (the materials' sentences, for videos). */
export const LOAD_VIDEO_REVIEW_FAILED = 'Failed to load videos for review.';
export const VIDEO_REVIEW_FAILED = 'Failed to update video status. Please try again.';

/** What an empty list says, by filter. */
export const EMPTY_VIDEO_REVIEW_TEXT: Record<VideoReviewFilter, string> = {
  all: 'No videos have been uploaded yet.',
  pending: 'No paid videos to review.',
  published: 'No published videos yet.',
  rejected: 'No rejected videos.',
};

/** The filter's labels. */
export const VIDEO_FILTER_LABELS: Record<VideoReviewFilter, string> = {
  all: 'All',
  pending: 'Pending',
  published: 'Published',
  rejected: 'Rejected',
};

/** Each status's badge. */
export const VIDEO_STATUS_LOOK: Record<VideoStatus, { label: string; color: string }> = {
  published: { label: 'Published', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  rejected: { label: 'Rejected', color: 'red' },
};
