import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FREE_SAMPLE_FORM_ID } from '../../../shared/exams/forms';
import type { Attempt, InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/schemas';
import { paths } from '../../../shared/paths';
import { PageMeta } from '../../components/PageMeta';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { claimAttempt, getAttempt, retakeAttempt, startAttempt } from './api/attempts';

/** Loaded when the test starts (or resumes), to keep the intro light. */
const ExamQuiz = lazy(() => import('./components/ExamQuiz').then((m) => ({ default: m.ExamQuiz })));
/** Loaded once there is a result. */
const ExamResults = lazy(() => import('./components/ExamResults').then((m) => ({ default: m.ExamResults })));

import { SampleTestIntro } from './components/SampleTestIntro';
import { clearStoredAttemptId, readStoredAttemptId, storeAttemptId } from './stored-attempt';

type View =
  | { phase: 'resuming'; attemptId: string }
  | { phase: 'resume-failed'; attemptId: string; message: string }
  | { phase: 'intro' }
  | { phase: 'quiz'; attempt: InProgressAttempt }
  | { phase: 'results'; result: SubmittedAttempt };

/**
 * /sample-test (spec §2 "Sample test", §4): intro -> quiz -> results, with Retake Exam (same
 * questions), Back to Training Center (to the intro) and Exit Exam (answers discarded, to the intro).
 * The attempt lives on the server; this browser remembers its id so a reload resumes it.
 * Questions are drawn when the first attempt of this page starts, and starting again from the
 * intro reuses them, as the spec's "chosen once when the page opens" requires.
 */
export function Component() {
  const [view, setView] = useState<View>(() => {
    const attemptId = readStoredAttemptId();
    return attemptId ? { phase: 'resuming', attemptId } : { phase: 'intro' };
  });
  /** The attempt whose questions the next Start reuses (set after Exit Exam or Back to Training Center). */
  const [questionSetFrom, setQuestionSetFrom] = useState<string | null>(null);
  /** Attempts started during this page visit; only their questions are reused (spec §4: chosen when the page opens). */
  const startedHere = useRef(new Set<string>());
  const pageRef = useRef<HTMLDivElement>(null);
  /** False until the first phase is shown: the page's first view keeps the browser's focus. */
  const phaseChanged = useRef(false);

  const showAttempt = (attempt: InProgressAttempt) => {
    startedHere.current.add(attempt.id);
    storeAttemptId(attempt.id);
    setView({ phase: 'quiz', attempt });
  };
  const start = useMutation({
    mutationFn: () => (questionSetFrom ? retakeAttempt(questionSetFrom) : startAttempt(FREE_SAMPLE_FORM_ID)),
    onSuccess: showAttempt,
  });
  const retake = useMutation({ mutationFn: retakeAttempt, onSuccess: showAttempt });

  const { user, isLoading: userLoading } = useCurrentUser();
  const signedIn = user !== null;
  const resumingId = view.phase === 'resuming' ? view.attemptId : null;
  useEffect(() => {
    if (!resumingId || userLoading) return;
    let cancelled = false;
    // A visitor who signed in during the test takes the attempt over, so it counts for them.
    const claimed = (attempt: Attempt) =>
      signedIn && attempt.status === 'in_progress' ? claimAttempt(attempt.id).catch(() => attempt) : attempt;
    getAttempt(resumingId)
      .then(claimed)
      .then(
        (attempt) => {
          if (cancelled) return;
          if (attempt.status === 'in_progress') setView({ phase: 'quiz', attempt });
          else if (attempt.status === 'submitted') setView({ phase: 'results', result: attempt });
          else {
            clearStoredAttemptId();
            setView({ phase: 'intro' });
          }
        },
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            clearStoredAttemptId();
            setView({ phase: 'intro' });
          } else {
            setView({ phase: 'resume-failed', attemptId: resumingId, message: errorMessage(error) });
          }
        },
      );
    return () => {
      cancelled = true;
    };
  }, [resumingId, userLoading, signedIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new phase starts at the top, with focus on its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (!phaseChanged.current) {
      phaseChanged.current = true;
      return;
    }
    const heading = pageRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [view.phase]);

  const backToIntro = (attemptId: string) => {
    clearStoredAttemptId();
    setQuestionSetFrom(startedHere.current.has(attemptId) ? attemptId : null);
    start.reset();
    setView({ phase: 'intro' });
  };

  return (
    <Container size="md" py="xl" ref={pageRef}>
      <PageMeta page={paths.sampleTest} />
      {view.phase === 'resuming' && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-label="Loading your sample test" />
            <Text c="dimmed">Loading your sample test…</Text>
          </Stack>
        </Center>
      )}
      {view.phase === 'resume-failed' && (
        <Alert color="red" title="Your sample test could not be loaded" role="alert">
          <Text mb="sm">{view.message}</Text>
          <Button onClick={() => setView({ phase: 'resuming', attemptId: view.attemptId })}>Try again</Button>
        </Alert>
      )}
      {view.phase === 'intro' && (
        <SampleTestIntro
          onStart={() => start.mutate()}
          starting={start.isPending}
          error={start.isError ? errorMessage(start.error) : null}
        />
      )}
      {view.phase === 'quiz' && (
        <Suspense fallback={<Loader aria-label="Loading your sample test" />}>
          <ExamQuiz
            key={view.attempt.id}
            attempt={view.attempt}
            onSubmitted={(result) => {
              retake.reset();
              setView({ phase: 'results', result });
            }}
            onExited={() => backToIntro(view.attempt.id)}
          />
        </Suspense>
      )}
      {view.phase === 'results' && (
        <Suspense fallback={<Loader aria-label="Loading your results" />}>
          <ExamResults
            result={view.result}
            title="Your Sample Test Results"
            onRetake={() => retake.mutate(view.result.id)}
            retaking={retake.isPending}
            retakeError={retake.isError ? errorMessage(retake.error) : null}
            onBack={() => backToIntro(view.result.id)}
          />
        </Suspense>
      )}
    </Container>
  );
}
