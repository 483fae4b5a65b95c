import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '../../../../shared/exams/attempt-schemas';
import { attemptScoreText } from '../attempt-score-text';

/**
 * An attempt's score as the attempt history shows it (table and cards): questions correct of asked,
 * then the points dimmed below (attemptScoreText); "—" while the attempt is in progress.
 */
export function AttemptScore({ attempt }: { attempt: AttemptSummary }) {
  const { t } = useTranslation();
  const score = attemptScoreText(attempt, t);
  if (!score) return '—';
  return (
    <>
      <Text size="sm">{score.questions}</Text>
      <Text size="xs" c="dimmed">
        {score.points}
      </Text>
    </>
  );
}
