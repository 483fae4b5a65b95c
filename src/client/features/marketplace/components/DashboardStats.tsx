import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EARNINGS_HOLD_DAYS } from '../../../../shared/marketplace/split-sale';
import type { TrainerDashboard } from '../../../../shared/marketplace/trainer-dashboard';
import { formatMoney } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US');
const rating = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1 rating", "12 ratings". */
const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={value.length > 10 ? 20 : 28} fw={800} lh={1.3} c="var(--mantine-color-blue-text)">
        {value}
      </Text>
      {children}
    </Card>
  );
}

/**
 * The trainer dashboard's four cards (spec §2 "Trainer dashboard"): Total Earnings with its pending,
 * available and paid-out parts (shares are pending for 30 days after each sale; issue 26 payouts), Courses Created with the
 * courses sold, Total Students, and Avg. Rating with the number of ratings ("No ratings yet" when none).
 */
export function DashboardStats({ dashboard }: { dashboard: TrainerDashboard }) {
  const { earnings, averageRating, ratingCount } = dashboard;
  // What was paid out (issue 26): total earned less what is still pending or available.
  const paidOutCents = earnings.totalCents - earnings.pendingCents - earnings.availableCents;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Stat label="Total Earnings" value={formatMoney(earnings.totalCents)}>
        <Text size="sm">
          {formatMoney(earnings.pendingCents)} pending · {formatMoney(earnings.availableCents)} available
          {paidOutCents > 0 && ` · ${formatMoney(paidOutCents)} paid out`}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          Each share stays pending for {EARNINGS_HOLD_DAYS} days after the sale, then becomes available.
        </Text>
      </Stat>
      <Stat label="Courses Created" value={count.format(dashboard.coursesCreated)}>
        <Text size="sm">{plural(dashboard.coursesSold, 'sale')} completed</Text>
      </Stat>
      <Stat label="Total Students" value={count.format(dashboard.totalStudents)}>
        <Text size="sm">Learners who bought your courses</Text>
      </Stat>
      <Stat label="Avg. Rating" value={averageRating === null ? 'No ratings yet' : rating.format(averageRating)}>
        <Text size="sm">
          {averageRating === null
            ? 'Buyers of your courses can rate them'
            : `out of 5, from ${plural(ratingCount, 'rating')}`}
        </Text>
      </Stat>
    </SimpleGrid>
  );
}
