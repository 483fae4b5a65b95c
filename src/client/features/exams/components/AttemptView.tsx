import { Alert, Button, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InProgressAttempt, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { can } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useAttempt } from '../api/get-attempt';
import { useRetakeAttempt } from '../api/retake-attempt';
import { SuspendedNotice } from '../practice/SuspendControls';
import { TestLoading } from './TestLoading';

/** Loaded when an attempt in progress is shown (the items' inputs, drag and drop: not the overview's). */
const ExamQuiz = lazy(() => import('./ExamQuiz').then((m) => ({ default: m.ExamQuiz })));
/** Loaded once there is a result. */
const ExamResults = lazy(() => import('./ExamResults').then((m) => ({ default: m.ExamResults })));

interface AttemptViewProps {
  attemptId: string;
  /** The attempt when it was just started on this page (no need to read it again). */
  started: InProgressAttempt | null;
  /** A retake started: show it. */
  onStarted: (attempt: InProgressAttempt) => void;
  /** Back to the overview (Back to Training Center, Exit Exam, an exited attempt). */
  onLeave: () => void;
  /** The words of the way back (default the spec's "Back to Training Center"; a course's quiz lesson: "Back to the course"). */
  leaveLabel?: string;
}

/**
 * One attempt of the Training Center: the quiz while in progress, the results once submitted
 * (Retake Exam: same items; Back to Training Center). Read from the server on a reload, so the
 * answers, flags and the time left are the server's. A visitor's Free Sample result invites her to
 * create an account to keep it (issue 25 item 1).
 */
export function AttemptView({ attemptId, started, onStarted, onLeave, leaveLabel: leaveLabelGiven }: AttemptViewProps) {
  const { t } = useTranslation();
  const leaveLabel = leaveLabelGiven ?? t('Back to Training Center');
  const loaded = useAttempt(attemptId, started === null);
  const [submitted, setSubmitted] = useState<SubmittedAttempt | null>(null);
  const retake = useRetakeAttempt();
  const { user, isLoading: userLoading } = useCurrentUser();

  const attempt = submitted ?? started ?? loaded.data;
  const loading = <TestLoading />;
  if (!attempt) {
    if (loaded.isError) {
      return (
        <Alert color="red" title={t('This test could not be loaded')} role="alert">
          <Text mb="sm">{errorMessage(loaded.error)}</Text>
          <Button onClick={onLeave}>{leaveLabel}</Button>
        </Alert>
      );
    }
    return loading;
  }
  if (attempt.status === 'abandoned') {
    return (
      <Alert color="yellow" title={t('You exited this test')} role="status">
        <Text mb="sm">{t('Its answers were discarded. Start it again from the Training Center.')}</Text>
        <Button onClick={onLeave}>{leaveLabel}</Button>
      </Alert>
    );
  }
  if (attempt.status === 'in_progress' && attempt.suspendedAt) {
    // Issue 25 item 1: a suspended practice waits for Resume (its clock is stopped).
    return <SuspendedNotice attempt={attempt} onResumed={onStarted} onLeave={onLeave} />;
  }
  if (attempt.status === 'in_progress') {
    return (
      <Suspense fallback={loading}>
        <ExamQuiz
          attempt={attempt}
          onSubmitted={setSubmitted}
          onExited={onLeave}
          onSuspended={user ? onLeave : undefined}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loader aria-label={t('Loading your results')} />}>
      <ExamResults
        result={attempt}
        title={t('{{test}} Results', { test: t(attempt.formTitle) })}
        onRetake={() => retake.mutate(attemptId, { onSuccess: onStarted })}
        retaking={retake.isPending}
        retakeError={retake.isError ? errorMessage(retake.error) : null}
        onBack={onLeave}
        backLabel={leaveLabel}
        practiceLinks={can(user, 'fullAccess')}
        keepInvite={!userLoading && user === null && attempt.formKind === 'sample'}
      />
    </Suspense>
  );
}
