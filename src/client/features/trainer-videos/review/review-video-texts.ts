import { msg } from '../../../../shared/i18n/msg';
import type { VideoReviewFilter } from '../../../../shared/trainer-videos/video-review';
import type { VideoStatus } from '../../../../shared/trainer-videos/videos';

/** The toasts titled 'Error' of the videos' review (the materials' sentences, for videos). */
export const LOAD_VIDEO_REVIEW_FAILED = msg('Failed to load videos for review.');
export const VIDEO_REVIEW_FAILED = msg('Failed to update video status. Please try again.');

/** What an empty list says, by filter. */
export const EMPTY_VIDEO_REVIEW_TEXT: Record<VideoReviewFilter, string> = {
  all: msg('No videos have been uploaded yet.'),
  pending: msg('No paid videos to review.'),
  published: msg('No published videos yet.'),
  rejected: msg('No rejected videos.'),
};

/** The filter's labels. */
export const VIDEO_FILTER_LABELS: Record<VideoReviewFilter, string> = {
  all: msg('All'),
  pending: msg('Pending'),
  published: msg('Published'),
  rejected: msg('Rejected'),
};

/** Each status's badge. */
export const VIDEO_STATUS_LOOK: Record<VideoStatus, { label: string; color: string }> = {
  published: { label: msg('Published'), color: 'green' },
  pending: { label: msg('Pending'), color: 'yellow' },
  rejected: { label: msg('Rejected'), color: 'red' },
};
