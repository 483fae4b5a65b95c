import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Attempt, InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/attempt-schemas';
import { FREE_SAMPLE_FORM_ID } from '../../../shared/exams/free-sample';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { PageMeta } from '../../components/PageMeta';
import { errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useResumeAttempt } from './api/resume-attempt';
import { useRetakeAttempt } from './api/retake-attempt';
import { useStartAttempt } from './api/start-attempt';

/** Loaded when the test starts (or resumes), to keep the intro light. */
const ExamQuiz = lazy(() => import('./components/ExamQuiz').then((m) => ({ default: m.ExamQuiz })));
/** Loaded once there is a result. */
const ExamResults = lazy(() => import('./components/ExamResults').then((m) => ({ default: m.ExamResults })));

import { useTranslation } from 'react-i18next';
import { SampleTestIntro } from './components/SampleTestIntro';
import { clearStoredAttemptId, readStoredAttemptId, storeAttemptId } from './stored-attempt';

type View =
  | { phase: 'resuming'; attemptId: string }
  | { phase: 'intro' }
  | { phase: 'quiz'; attempt: InProgressAttempt }
  | { phase: 'results'; result: SubmittedAttempt };

/** Where a resumed attempt leads: the quiz while in progress, the results once submitted, else the intro. */
function viewOf(attempt: Attempt | null): View {
  if (attempt?.status === 'in_progress') return { phase: 'quiz', attempt };
  if (attempt?.status === 'submitted') return { phase: 'results', result: attempt };
  clearStoredAttemptId();
  return { phase: 'intro' };
}

/**
 * /sample-test (spec §2 "Sample test", §4): intro -> quiz -> results, with Retake Exam (same
 * questions), Back to Training Center (to the intro) and Exit Exam (answers discarded, to the intro).
 * The attempt lives on the server; this browser remembers its id so a reload resumes it.
 * Questions are drawn when the first attempt of this page starts, and starting again from the
 * intro reuses them, as the spec's "chosen once when the page opens" requires.
 */
export function Component() {
  const { t } = useTranslation();
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
  const startNew = useStartAttempt();
  const startAgain = useRetakeAttempt();
  const start = questionSetFrom ? startAgain : startNew;
  const retake = useRetakeAttempt();

  const { user, isLoading: userLoading } = useCurrentUser();
  const resumingId = view.phase === 'resuming' ? view.attemptId : null;
  const resume = useResumeAttempt(resumingId, user !== null, !userLoading);
  // Once the remembered attempt is read, the page moves on from it (a failure stays, with Try again).
  useEffect(() => {
    if (resumingId && resume.isSuccess) setView(viewOf(resume.data));
  }, [resumingId, resume.isSuccess, resume.data]);
  const resumeFailed = resumingId !== null && resume.isError && !resume.isFetching;
  const phase = resumeFailed ? 'resume-failed' : view.phase;

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
  }, [phase]);

  const backToIntro = (attemptId: string) => {
    clearStoredAttemptId();
    setQuestionSetFrom(startedHere.current.has(attemptId) ? attemptId : null);
    startNew.reset();
    startAgain.reset();
    setView({ phase: 'intro' });
  };
  const startTest = () =>
    questionSetFrom
      ? startAgain.mutate(questionSetFrom, { onSuccess: showAttempt })
      : startNew.mutate({ formId: FREE_SAMPLE_FORM_ID }, { onSuccess: showAttempt });

  return (
    <Container size="md" py="xl" ref={pageRef}>
      <PageMeta page={paths.sampleTest} />
      {view.phase === 'resuming' && !resumeFailed && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-label={t('Loading your sample test')} />
            <Text c="dimmed">{t('Loading your sample test…')}</Text>
          </Stack>
        </Center>
      )}
      {resumeFailed && (
        <Alert color="red" title={t('Your sample test could not be loaded')} role="alert">
          <Text mb="sm">{errorMessage(resume.error)}</Text>
          <Button onClick={() => void resume.refetch()}>{t('Try again')}</Button>
        </Alert>
      )}
      {view.phase === 'intro' && (
        <SampleTestIntro
          onStart={startTest}
          starting={start.isPending}
          error={start.isError ? errorMessage(start.error) : null}
        />
      )}
      {view.phase === 'quiz' && (
        <Suspense fallback={<Loader aria-label={t('Loading your sample test')} />}>
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
        <Suspense fallback={<Loader aria-label={t('Loading your results')} />}>
          <ExamResults
            result={view.result}
            title={t('Your Sample Test Results')}
            onRetake={() => retake.mutate(view.result.id, { onSuccess: showAttempt })}
            retaking={retake.isPending}
            retakeError={retake.isError ? errorMessage(retake.error) : null}
            onBack={() => backToIntro(view.result.id)}
            practiceLinks={can(user, 'fullAccess')}
            keepInvite={user === null}
          />
        </Suspense>
      )}
    </Container>
  );
}
