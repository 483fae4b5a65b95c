import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRAINER_SHARE_PERCENT } from '../../../../shared/marketplace/split-sale';
import type { TrainerSessions } from '../../../../shared/trainer-sessions/sessions';
import { formatMoney, formatNumber } from '../../../lib/format';

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.3} c="var(--mantine-color-blue-text)">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/**
 * The side cards of /trainer-sessions (spec §2 "Trainer sessions", with the trainer's real figures
 * instead of the prototype's placeholders): sessions offered (not cancelled), upcoming ones,
 * completed bookings, and the trainer's earnings from bookings (their 80% shares less refunds).
 */
export function SessionStats({ stats }: { stats: TrainerSessions['stats'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="session-stats-title">
      <Title order={2} size="h4" id="session-stats-title" mb="sm">
        {t('Your Sessions at a Glance')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
        <Stat label={t('Sessions Offered')} value={formatNumber(stats.sessionsOffered)} hint={t('Not cancelled')} />
        <Stat label={t('Upcoming')} value={formatNumber(stats.upcomingSessions)} hint={t('Still to come')} />
        <Stat label={t('Bookings')} value={formatNumber(stats.bookings)} hint={t('Students who booked a seat')} />
        <Stat
          label={t('Earnings')}
          value={formatMoney(stats.earningsCents)}
          hint={t('Your {{percent}}% share of bookings, less refunds', { percent: TRAINER_SHARE_PERCENT })}
        />
      </SimpleGrid>
    </section>
  );
}
