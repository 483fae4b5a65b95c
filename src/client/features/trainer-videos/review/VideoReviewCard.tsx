import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewVideo } from '../../../../shared/trainer-videos/video-review';
import { VIDEO_CATEGORY_LABELS } from '../../../../shared/trainer-videos/videos';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { VIDEO_STATUS_LOOK } from './review-video-texts';

/**
 * One video in the admins' review list (decision 017): title, status, trainer, a 'Resubmission'
 * badge when its trainer resubmitted it after a rejection, category, price or Free, date, the
 * comments (and the rejected version's), and 'Review' for a pending one ('View Details' otherwise).
 */
export function VideoReviewCard({ video, onOpen }: { video: ReviewVideo; onOpen: (video: ReviewVideo) => void }) {
  const { t } = useTranslation();
  const titleId = `review-video-${video.id}-title`;
  const pending = video.status === 'pending';
  const look = VIDEO_STATUS_LOOK[video.status];
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Title>
          <Badge color={look.color} variant="filled" autoContrast style={{ flexShrink: 0, minWidth: 'max-content' }}>
            {t(look.label)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm">{t('By {{name}}', { name: video.trainerName })}</Text>
          {pending && video.resubmittedAt && (
            <Badge color="blue" variant="light">
              {t('Resubmission')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('{{category}} · {{price}} · Uploaded {{date}}', {
            category: t(VIDEO_CATEGORY_LABELS[video.category]),
            price: video.priceCents === 0 ? t('Free') : formatMoney(video.priceCents),
            date: formatDateTime(video.createdAt),
          })}
        </Text>
        {video.adminComments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('Comments:')}
            </Text>{' '}
            {video.adminComments}
          </Text>
        )}
        {video.previousAdminComments && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('Comments on the rejected version:')}
            </Text>{' '}
            {video.previousAdminComments}
          </Text>
        )}
        <Group gap="sm" mt={4}>
          <Button
            size="xs"
            variant={pending ? 'filled' : 'default'}
            onClick={() => onOpen(video)}
            aria-describedby={titleId}
          >
            {pending ? t('Review') : t('View Details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
