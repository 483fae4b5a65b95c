import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { InProgressAttempt, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { can } from '../../../../shared/roles';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useAttempt } from '../api/get-attempt';
import { useRetakeAttempt } from '../api/retake-attempt';
import { SuspendedNotice } from '../practice/SuspendControls';
import { ExamQuiz } from './ExamQuiz';

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
export function AttemptView({
  attemptId,
  started,
  onStarted,
  onLeave,
  leaveLabel = 'Back to Training Center',
}: AttemptViewProps) {
  const loaded = useAttempt(attemptId, started === null);
  const [submitted, setSubmitted] = useState<SubmittedAttempt | null>(null);
  const retake = useRetakeAttempt();
  const { user, isLoading: userLoading } = useCurrentUser();

  const attempt = submitted ?? started ?? loaded.data;
  if (!attempt) {
    if (loaded.isError) {
      return (
        <Alert color="red" title="This test could not be loaded" role="alert">
          <Text mb="sm">{errorMessage(loaded.error)}</Text>
          <Button onClick={onLeave}>{leaveLabel}</Button>
        </Alert>
      );
    }
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label="Loading your test" />
          <Text c="dimmed">Loading your test…</Text>
        </Stack>
      </Center>
    );
  }
  if (attempt.status === 'abandoned') {
    return (
      <Alert color="yellow" title="You exited this test" role="status">
        <Text mb="sm">Its answers were discarded. Start it again from the Training Center.</Text>
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
      <ExamQuiz
        attempt={attempt}
        onSubmitted={setSubmitted}
        onExited={onLeave}
        onSuspended={user ? onLeave : undefined}
      />
    );
  }
  return (
    <Suspense fallback={<Loader aria-label="Loading your results" />}>
      <ExamResults
        result={attempt}
        title={`${attempt.formTitle} Results`}
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
