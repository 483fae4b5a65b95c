import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '../../../../shared/exams/attempt-schemas';

/**
 * An attempt's verdict as a badge: In progress, Passed or Not passed. Never cut short: it keeps its
 * whole width however narrow the column or card (issue 23: "NOT P…" on phones).
 */
export function AttemptResultBadge({ attempt }: { attempt: Pick<AttemptSummary, 'status' | 'passed'> }) {
  const { t } = useTranslation();
  const [label, color] =
    attempt.status === 'in_progress'
      ? [t('In progress'), 'blue']
      : attempt.passed
        ? [t('Passed'), 'green']
        : [t('Not passed'), 'red'];
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
