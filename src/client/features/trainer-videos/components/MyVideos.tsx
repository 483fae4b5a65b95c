import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import { type TrainerVideo, VIDEO_CATEGORY_LABELS, type VideoStatus } from '../../../../shared/trainer-videos/videos';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';

/** Each status's badge (decision 017): a paid video waits for review before it is sold. */
const STATUS_LOOK: Record<VideoStatus, { label: string; color: string }> = {
  published: { label: msg('Published'), color: 'green' },
  pending: { label: msg('Pending review'), color: 'yellow' },
  rejected: { label: msg('Rejected'), color: 'red' },
};

/** "1 view · 3 purchases": a video's views and purchases. */
export const viewsAndPurchases = (views: number, purchases: number, t: TFunction) =>
  `${t('{{formatted}} views', { count: views, formatted: formatNumber(views) })} · ${t('{{formatted}} purchases', {
    count: purchases,
    formatted: formatNumber(purchases),
  })}`;

/**
 * The My Videos tab (spec §2 "Trainer videos", the trainer's own videos instead of the
 * prototype's permanent empty state): each video's title, category, price or Free, views,
 * purchases, earnings, its status (Published, Pending review or Rejected: decision 017), the admin's
 * comments and those on a rejected version it answers, a link to its URL, and Edit ('Edit and
 * Resubmit' when rejected). Empty: 'No videos uploaded yet.'
 */
export function MyVideos({ videos, onEdit }: { videos: TrainerVideo[]; onEdit: (video: TrainerVideo) => void }) {
  const { t } = useTranslation();
  if (videos.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Text>{t('No videos uploaded yet.')}</Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {videos.map((video) => {
        const titleId = `my-video-${video.id}`;
        return (
          <Card key={video.id} withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 18rem' }}>
                <Group gap="xs" align="center">
                  <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                    {video.title}
                  </Title>
                  <Badge color={STATUS_LOOK[video.status].color} variant="filled" autoContrast>
                    {t(STATUS_LOOK[video.status].label)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('{{category}} · {{price}} · added {{date}}', {
                    category: t(VIDEO_CATEGORY_LABELS[video.category]),
                    price: video.priceCents === 0 ? t('Free') : formatMoney(video.priceCents),
                    date: formatDateTime(video.createdAt),
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {viewsAndPurchases(video.views, video.purchases, t)} ·{' '}
                  {t('{{amount}} earned', { amount: formatMoney(video.earnedCents) })}
                </Text>
                {video.adminComments && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <Text span fw={600} size="sm">
                      {t('Admin comments:')}
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
                {video.videoUrl && (
                  <Anchor href={video.videoUrl} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
                    {t('Open video')}
                    <VisuallyHidden> {video.title}</VisuallyHidden>
                  </Anchor>
                )}
              </Stack>
              <Button variant="default" size="sm" onClick={() => onEdit(video)} aria-describedby={titleId}>
                {video.status === 'rejected' ? t('Edit and Resubmit') : t('Edit')}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
