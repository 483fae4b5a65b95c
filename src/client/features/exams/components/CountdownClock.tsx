import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../../shared/exams/countdown';

/** Seconds left below which the clock turns red. */
const WARNING_SECONDS = 60;

/** What screen readers hear as the time runs low; announced once when each threshold is crossed. */
function timeWarning(secondsLeft: number, t: TFunction): string {
  if (secondsLeft === 0) return t('Time is up. Your exam is being submitted.');
  if (secondsLeft <= 60) return t('Less than 1 minute left.');
  if (secondsLeft <= 300) return t('Less than 5 minutes left.');
  return '';
}

/**
 * The exam clock: minutes and seconds left (for example "14:05"), red in the last minute.
 * It is a `timer` role, which screen readers do not announce on every tick; a polite live
 * region says when 5 minutes and 1 minute are left, and when time is up.
 */
export function CountdownClock({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const warning = secondsLeft <= WARNING_SECONDS;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" id="exam-clock-label">
        {t('Time left')}
      </Text>
      <Text
        role="timer"
        aria-labelledby="exam-clock-label"
        fw={700}
        fz="lg"
        ff="monospace"
        c={warning ? 'red.8' : undefined}
        data-testid="exam-clock"
      >
        {formatClock(secondsLeft)}
      </Text>
      <VisuallyHidden aria-live="polite">{timeWarning(secondsLeft, t)}</VisuallyHidden>
    </Group>
  );
}
