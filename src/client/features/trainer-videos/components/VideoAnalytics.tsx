import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrainerVideos } from '../../../../shared/trainer-videos/videos';
import { StatCard } from '../../../components/StatCard';
import { formatMoney, formatNumber } from '../../../lib/format';
import { viewsAndPurchases } from './MyVideos';

/**
 * The Analytics tab (spec §2 "Trainer videos", real figures instead of placeholders): the totals
 * (videos, views, purchases, earnings) as stat cards, then a bar per video for its views and its
 * purchases, the most viewed first. The figures are text; the bars only draw them, so they are
 * hidden from screen readers.
 */
export function VideoAnalytics({ data }: { data: TrainerVideos }) {
  const { t } = useTranslation();
  const { totals } = data;
  const videos = [...data.videos].sort((a, b) => b.views - a.views || b.purchases - a.purchases);
  const topViews = Math.max(1, ...videos.map((video) => video.views));
  const topPurchases = Math.max(1, ...videos.map((video) => video.purchases));

  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard value={formatNumber(totals.videos)} label={t('Videos')} />
        <StatCard value={formatNumber(totals.views)} label={t('Total Views')} />
        <StatCard value={formatNumber(totals.purchases)} label={t('Purchases')} />
        <StatCard value={formatMoney(totals.earningsCents)} label={t('Earnings')} />
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="views-by-video-title">
        <Title order={2} size="h4" id="views-by-video-title">
          {t('Views and Purchases by Video')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('A view counts once per student per day.')}
        </Text>
        {videos.length === 0 ? (
          <Text size="sm" mt="md">
            {t('No videos uploaded yet.')}
          </Text>
        ) : (
          <Stack gap="md" mt="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {videos.map((video) => (
              <li key={video.id}>
                <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {video.title}
                  </Text>
                  <Text size="sm">
                    {viewsAndPurchases(video.views, video.purchases, t)} · {formatMoney(video.earnedCents)}
                  </Text>
                </Group>
                <Stack gap={4} aria-hidden>
                  <Progress value={(video.views / topViews) * 100} size="md" color="blue" />
                  <Progress value={(video.purchases / topPurchases) * 100} size="md" color="green" />
                </Stack>
              </li>
            ))}
          </Stack>
        )}
        {videos.length > 0 && (
          <Group gap="md" mt="md" aria-hidden>
            <Group gap={6}>
              <Progress value={100} w={24} size="md" color="blue" />
              <Text size="xs">{t('Views')}</Text>
            </Group>
            <Group gap={6}>
              <Progress value={100} w={24} size="md" color="green" />
              <Text size="xs">{t('Purchases')}</Text>
            </Group>
          </Group>
        )}
      </Card>
    </Stack>
  );
}
