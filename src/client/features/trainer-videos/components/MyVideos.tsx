import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type TrainerVideo, VIDEO_CATEGORY_LABELS, type VideoStatus } from '../../../../shared/trainer-videos/videos';
import { formatDateTime, formatMoney } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US');

/** Each status's badge (decision 017): a paid video waits for review before it is sold. */
const STATUS_LOOK: Record<VideoStatus, { label: string; color: string }> = {
  published: { label: 'Published', color: 'green' },
  pending: { label: 'Pending review', color: 'yellow' },
  rejected: { label: 'Rejected', color: 'red' },
};

/** "1 view", "12 views". */
export const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * The My Videos tab (spec §2 "Trainer videos", the trainer's own videos instead of the
 * prototype's permanent empty state): each video's title, category, price or Free, views,
 * purchases, earnings, its status (Published, Pending review or Rejected: decision 017), the admin's
 * comments and those on a rejected version it answers, a link to its URL, and Edit ('Edit and
 * Resubmit' when rejected). Empty: 'No videos uploaded yet.'
 */
export function MyVideos({ videos, onEdit }: { videos: TrainerVideo[]; onEdit: (video: TrainerVideo) => void }) {
  if (videos.length === 0) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Text>No videos uploaded yet.</Text>
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
                    {STATUS_LOOK[video.status].label}
                  </Badge>
                </Group>
                <Text size="sm">
                  {VIDEO_CATEGORY_LABELS[video.category]} ·{' '}
                  {video.priceCents === 0 ? 'Free' : formatMoney(video.priceCents)} · added{' '}
                  {formatDateTime(video.createdAt)}
                </Text>
                <Text size="sm" c="dimmed">
                  {plural(video.views, 'view')} · {plural(video.purchases, 'purchase')} ·{' '}
                  {formatMoney(video.earnedCents)} earned
                </Text>
                {video.adminComments && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <Text span fw={600} size="sm">
                      Admin comments:
                    </Text>{' '}
                    {video.adminComments}
                  </Text>
                )}
                {video.previousAdminComments && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <Text span fw={600} size="sm">
                      Comments on the rejected version:
                    </Text>{' '}
                    {video.previousAdminComments}
                  </Text>
                )}
                {video.videoUrl && (
                  <Anchor href={video.videoUrl} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
                    Open video<VisuallyHidden> {video.title}</VisuallyHidden>
                  </Anchor>
                )}
              </Stack>
              <Button variant="default" size="sm" onClick={() => onEdit(video)} aria-describedby={titleId}>
                {video.status === 'rejected' ? 'Edit and Resubmit' : 'Edit'}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
