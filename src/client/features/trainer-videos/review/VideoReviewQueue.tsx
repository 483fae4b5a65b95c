import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ReviewVideo,
  VIDEO_REVIEW_FILTERS,
  type VideoReviewFilter,
} from '../../../../shared/trainer-videos/video-review';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { useReviewVideos } from '../api/get-review-videos';
import { EMPTY_VIDEO_REVIEW_TEXT, LOAD_VIDEO_REVIEW_FAILED, VIDEO_FILTER_LABELS } from './review-video-texts';
import { VideoReviewCard } from './VideoReviewCard';
import { VideoReviewDialog } from './VideoReviewDialog';

/** Whether `value` names a filter of the Videos tab. */
export const isVideoReviewFilter = (value: string | null): value is VideoReviewFilter =>
  (VIDEO_REVIEW_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The Videos tab of Content Review (decision 017): paid videos wait here before they are sold. The
 * status filter `status` (the page keeps it in the address; `onStatusChange` changes it), the
 * videos newest first, an empty text per filter, and the review dialog. A failed load toasts
 * 'Failed to load videos for review.' and offers Try Again.
 */
export function VideoReviewQueue({
  status,
  onStatusChange,
}: {
  status: VideoReviewFilter;
  onStatusChange: (status: VideoReviewFilter) => void;
}) {
  const { t } = useTranslation();
  const filterOptions = VIDEO_REVIEW_FILTERS.map((value) => ({ value, label: t(VIDEO_FILTER_LABELS[value]) }));
  const videos = useReviewVideos(status);
  const [open, setOpen] = useState<ReviewVideo | null>(null);
  const { error, errorUpdatedAt } = videos;

  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    notifications.show({ title: t('Error'), message: t(LOAD_VIDEO_REVIEW_FAILED), color: 'red' });
  }, [error, errorUpdatedAt, t]);

  let list: ReactNode;
  if (videos.isPending) {
    list = <PageLoader label={t('Loading videos for review')} />;
  } else if (videos.isError) {
    list = <LoadError title={t('The videos could not be loaded')} query={videos} />;
  } else if (videos.data.videos.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {t(EMPTY_VIDEO_REVIEW_TEXT[status])}
      </Text>
    );
  } else {
    list = (
      <Stack gap="md" aria-busy={videos.isPlaceholderData}>
        {videos.data.videos.map((video) => (
          <VideoReviewCard key={video.id} video={video} onOpen={setOpen} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" mt="md">
      <Text c="dimmed">
        {t(
          'Paid videos wait here before they are sold; free videos are published at once. Open a pending one to watch it, add comments, and approve or reject it.',
        )}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="video-review-filter-label">
          {t('Status')}
        </Text>
        <SegmentedControl
          aria-labelledby="video-review-filter-label"
          data={filterOptions}
          value={status}
          onChange={(value) => {
            if (isVideoReviewFilter(value)) onStatusChange(value);
          }}
          fullWidth
          maw={520}
        />
      </Stack>
      {list}
      <VideoReviewDialog video={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
