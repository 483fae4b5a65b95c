import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { LeaveExamDialog } from './LeaveExamDialog';

const ExitExamDialog = lazy(() => import('./ExitExamDialog'));

interface ExitExamControlsProps {
  /** The leave guard's blocker (useLeaveGuard): "Leave the exam?" while it blocks a navigation. */
  blocker: Blocker;
  /** null until Exit Exam is first pressed (the dialog's code loads then), then whether it is open. */
  confirmExit: boolean | null;
  onConfirmExit: (open: boolean) => void;
  /** Exit Exam is disabled (a submission or an exit under way). */
  busy: boolean;
  /** The exit dialog may not open now (time is up, the exam is being submitted). */
  closed: boolean;
  /** The exit mutation (useExitAttempt). */
  exit: { mutate: () => void; isPending: boolean; isError: boolean; error: unknown };
}

/**
 * The exam screen's ways out (spec §4 "Exit Exam"): the Exit Exam button and its confirmation, and
 * the question the leave guard asks before the browser leaves the exam. Shared by the fixed tests'
 * screen and the adaptive test's.
 */
export function ExitExamControls({ blocker, confirmExit, onConfirmExit, busy, closed, exit }: ExitExamControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="center">
        <Button variant="subtle" color="red" onClick={() => onConfirmExit(true)} disabled={busy}>
          {t('Exit Exam')}
        </Button>
      </Group>
      <LeaveExamDialog
        opened={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
      {confirmExit !== null && (
        <Suspense fallback={null}>
          <ExitExamDialog
            opened={confirmExit && !closed}
            onCancel={() => onConfirmExit(false)}
            onConfirm={() => exit.mutate()}
            exiting={exit.isPending}
            error={exit.isError ? errorMessage(exit.error) : null}
          />
        </Suspense>
      )}
    </>
  );
}
