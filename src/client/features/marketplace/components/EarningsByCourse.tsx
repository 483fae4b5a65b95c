import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRAINER_SHARE_PERCENT } from '../../../../shared/marketplace/split-sale';
import type { TrainerDashboard } from '../../../../shared/marketplace/trainer-dashboard';
import { formatMoney } from '../../../lib/format';

/** How many courses the chart shows, the best-earning first. */
const COURSES_SHOWN = 6;

/**
 * What the trainer earned from sales and from referral fees, and a bar per course for what it
 * earned (the best first). The figures are text; the bars only draw them, so they are hidden from
 * screen readers.
 */
export function EarningsByCourse({ dashboard }: { dashboard: TrainerDashboard }) {
  const { t } = useTranslation();
  const earning = dashboard.courses
    .filter((course) => course.earnedCents > 0)
    .sort((a, b) => b.earnedCents - a.earnedCents)
    .slice(0, COURSES_SHOWN);
  const top = earning[0]?.earnedCents ?? 0;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="earnings-by-course-title">
      <Title order={2} size="h4" id="earnings-by-course-title">
        {t('Earnings by Course')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('Course sales {{sales}} · Referral fees {{fees}}', {
          sales: formatMoney(dashboard.salesEarningsCents),
          fees: formatMoney(dashboard.referralEarningsCents),
        })}
      </Text>
      {earning.length === 0 ? (
        <Text size="sm" mt="md">
          {t('Your courses have not earned anything yet. Each sale adds your {{percent}}% share here.', {
            percent: TRAINER_SHARE_PERCENT,
          })}
        </Text>
      ) : (
        <Stack gap="sm" mt="md">
          {earning.map((course) => (
            <div key={course.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                <Text size="sm" truncate="end" title={course.title}>
                  {course.title}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {formatMoney(course.earnedCents)}
                </Text>
              </Group>
              <Progress value={(course.earnedCents / top) * 100} size="md" aria-hidden />
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}
