import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useResumeSuspended, useSuspendAttempt } from './api/suspended-practices';

/**
 * The quiz screen's Suspend button (issue 25 item 1), for a signed-in student's own attempt in Tutor
 * or Timed mode: a dialog says what it means (the clock stops, the answers are kept, Resume from the
 * Training Center), then the server stops the clock and `onSuspended` leaves the quiz. `beforeSuspend`
 * saves what is pending first (the answers on their way, the seconds on the item shown); if it
 * throws (an answer not saved) nothing is suspended and its message is shown. The button shows
 * loading while saving and suspending, so a second click does nothing.
 */
export function SuspendButton({
  attemptId,
  disabled,
  beforeSuspend,
  onSuspended,
}: {
  attemptId: string;
  disabled: boolean;
  beforeSuspend: () => Promise<void>;
  onSuspended: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const suspend = useSuspendAttempt(attemptId, onSuspended, beforeSuspend);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={disabled}>
        {t('Suspend')}
      </Button>
      <DialogFrame opened={opened} onClose={() => setOpened(false)} title={t('Suspend this practice?')}>
        <Stack gap="md">
          <Text size="sm">
            {t(
              'The clock stops and your answers are kept. Resume it later from Suspended practices in the Training Center, with the time that remains.',
            )}
          </Text>
          {suspend.isError && (
            <Alert color="red" role="alert" title={t('The practice was not suspended')}>
              {errorMessage(suspend.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('Keep going')}
            </Button>
            <Button loading={suspend.isPending} onClick={() => suspend.mutate()}>
              {t('Suspend practice')}
            </Button>
          </Group>
        </Stack>
      </DialogFrame>
    </>
  );
}

/**
 * A suspended attempt opened by its address (issue 25 item 1): it says so, with when and the time
 * left, and offers Resume (a fresh deadline) or Back to Training Center.
 */
export function SuspendedNotice({
  attempt,
  onResumed,
  onLeave,
}: {
  attempt: InProgressAttempt;
  onResumed: (attempt: InProgressAttempt) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const resume = useResumeSuspended();
  return (
    <Alert color="blue" title={t('This practice is suspended')} role="status">
      <Text size="sm" mb="sm">
        {t('{{test}}: suspended {{date}}, with {{remaining}} left. Its clock is stopped and your answers are kept.', {
          test: t(attempt.formTitle),
          date: attempt.suspendedAt ? formatDateTime(attempt.suspendedAt) : '',
          remaining: formatDuration(attempt.remainingSeconds),
        })}
      </Text>
      {resume.isError && (
        <Text size="sm" c="red.8" role="alert" mb="sm">
          {errorMessage(resume.error)}
        </Text>
      )}
      <Group>
        <Button onClick={() => resume.mutate(attempt.id, { onSuccess: onResumed })} loading={resume.isPending}>
          {t('Resume')}
        </Button>
        <Button variant="default" onClick={onLeave}>
          {t('Back to Training Center')}
        </Button>
      </Group>
    </Alert>
  );
}
