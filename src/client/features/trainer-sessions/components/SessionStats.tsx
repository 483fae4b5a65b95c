import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { TRAINER_SHARE_PERCENT } from '../../../../shared/marketplace/split-sale';
import type { TrainerSessions } from '../../../../shared/trainer-sessions/sessions';
import { formatMoney } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US');

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
  return (
    <section aria-labelledby="session-stats-title">
      <Title order={2} size="h4" id="session-stats-title" mb="sm">
        Your Sessions at a Glance
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
        <Stat label="Sessions Offered" value={count.format(stats.sessionsOffered)} hint="Not cancelled" />
        <Stat label="Upcoming" value={count.format(stats.upcomingSessions)} hint="Still to come" />
        <Stat label="Bookings" value={count.format(stats.bookings)} hint="Students who booked a seat" />
        <Stat
          label="Earnings"
          value={formatMoney(stats.earningsCents)}
          hint={`Your ${TRAINER_SHARE_PERCENT}% share of bookings, less refunds`}
        />
      </SimpleGrid>
    </section>
  );
}
