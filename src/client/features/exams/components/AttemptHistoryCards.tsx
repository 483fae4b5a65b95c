import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AttemptSummary } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { attemptHref } from '../../../../shared/paths';
import { formatDateTime } from '../../../lib/format';
import { attemptModeText } from './AttemptHistoryTable';
import { AttemptResultBadge } from './AttemptResultBadge';
import { AttemptScore } from './AttemptScore';

/** One labelled field of a history card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * The attempt history as one card per attempt, for phones (below Mantine's `sm` breakpoint): every
 * field of the table's row (test, date, score, duration, result) stacked and labelled, nothing
 * behind a sideways scroll (issue 23). Each card is a list item named by its test.
 */
export function AttemptHistoryCards({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {attempts.map((attempt) => (
        <Card key={attempt.id} component="li" withBorder padding="md" radius="md" aria-label={t(attempt.formTitle)}>
          <Anchor component={Link} to={attemptHref(attempt)} fw={600}>
            {t(attempt.formTitle)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {attemptModeText(attempt, t)}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mt="sm">
            <Field label={t('Date')}>{formatDateTime(attempt.submittedAt ?? attempt.startedAt)}</Field>
            <Field label={t('Duration')}>
              {attempt.timeSpentSeconds === null ? '—' : formatDuration(attempt.timeSpentSeconds)}
            </Field>
            <Field label={t('Score')}>
              <AttemptScore attempt={attempt} />
            </Field>
            <Field label={t('Result')}>
              <AttemptResultBadge attempt={attempt} />
            </Field>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
