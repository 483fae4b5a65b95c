import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScoreBreakdown as Breakdown } from '../../../../shared/exams/attempt-schemas';
import { PASS_MARK_PERCENT } from '../../../../shared/exams/rules';

/**
 * Results by one grouping (subject or client-needs category) as labelled bars: in words the
 * questions fully correct of those asked first, then the points and their percent (issue 23); the
 * bar shows the percent of points, green from the pass mark.
 */
export function ScoreBreakdown({
  title,
  rows,
  practiceLink,
}: {
  title: string;
  rows: Breakdown[];
  /** Issue 25 item 1: a link to a practice on a weak row (null: none), shown after its name. */
  practiceLink?: (row: Breakdown) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <Stack gap="sm">
        {rows.map((row) => (
          <div key={row.name}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {t(row.name)}
                </Text>
                {practiceLink?.(row)}
              </Group>
              <Text size="sm" c="dimmed">
                {t('{{correct}} of {{count}} questions correct', { correct: row.correct, count: row.items })} ·{' '}
                {t('{{earned}} of {{count}} points', { earned: row.earned, count: row.possible })} · {row.percent}%
              </Text>
            </Group>
            <Progress
              value={row.percent}
              color={row.percent >= PASS_MARK_PERCENT ? 'green' : row.percent >= 65 ? 'yellow' : 'red'}
              aria-label={`${t(row.name)}: ${row.percent}%`}
              size="md"
              mt={4}
            />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
