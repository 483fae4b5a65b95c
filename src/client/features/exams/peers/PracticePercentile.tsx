import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';

/**
 * The percentile rank of a practice (issue 25 item 2): its items are the student's own, so it is
 * ranked against the other students who first answered at least half of the same items (the
 * server's practicePercentile), not against takers of a form.
 */
export function PracticePercentile({ percentile }: { percentile: NonNullable<SubmittedAttempt['percentile']> }) {
  const { t } = useTranslation();
  return (
    <Text mt="sm" data-testid="result-percentile">
      {t(
        'You scored higher than {{percentile}}% of the {{takers}} students who answered these questions for the first time.',
        { percentile: percentile.percentile, takers: percentile.takers },
      )}
    </Text>
  );
}
