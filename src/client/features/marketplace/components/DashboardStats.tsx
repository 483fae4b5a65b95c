import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EARNINGS_HOLD_DAYS } from '../../../../shared/marketplace/split-sale';
import type { TrainerDashboard } from '../../../../shared/marketplace/trainer-dashboard';
import { formatMoney, formatNumber } from '../../../lib/format';

/** An average rating with one decimal, e.g. "4.5". */
const formatRating = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
  const { t } = useTranslation();
  const { earnings, averageRating, ratingCount } = dashboard;
  // What was paid out (issue 26): total earned less what is still pending or available.
  const paidOutCents = earnings.totalCents - earnings.pendingCents - earnings.availableCents;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Stat label={t('Total Earnings')} value={formatMoney(earnings.totalCents)}>
        <Text size="sm">
          {paidOutCents > 0
            ? t('{{pending}} pending · {{available}} available · {{paidOut}} paid out', {
                pending: formatMoney(earnings.pendingCents),
                available: formatMoney(earnings.availableCents),
                paidOut: formatMoney(paidOutCents),
              })
            : t('{{pending}} pending · {{available}} available', {
                pending: formatMoney(earnings.pendingCents),
                available: formatMoney(earnings.availableCents),
              })}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('Each share stays pending for {{days}} days after the sale, then becomes available.', {
            days: EARNINGS_HOLD_DAYS,
          })}
        </Text>
      </Stat>
      <Stat label={t('Courses Created')} value={formatNumber(dashboard.coursesCreated)}>
        <Text size="sm">
          {t('{{formatted}} sales completed', {
            count: dashboard.coursesSold,
            formatted: formatNumber(dashboard.coursesSold),
          })}
        </Text>
      </Stat>
      <Stat label={t('Total Students')} value={formatNumber(dashboard.totalStudents)}>
        <Text size="sm">{t('Learners who bought your courses')}</Text>
      </Stat>
      <Stat label={t('Avg. Rating')} value={averageRating === null ? t('No ratings yet') : formatRating(averageRating)}>
        <Text size="sm">
          {averageRating === null
            ? t('Buyers of your courses can rate them')
            : t('out of 5, from {{formatted}} ratings', { count: ratingCount, formatted: formatNumber(ratingCount) })}
        </Text>
      </Stat>
    </SimpleGrid>
  );
}
