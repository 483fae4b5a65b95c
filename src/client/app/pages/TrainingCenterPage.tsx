import { Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InProgressAttempt } from '../../../shared/exams/attempt-schemas';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { lazyView } from '../../components/lazy-view';
import { PageMeta } from '../../components/PageMeta';
import { ClassAssignmentsSection } from '../../features/classes/components/ClassAssignmentsSection';
import { AttemptView } from '../../features/exams/components/AttemptView';
import { TrainingOverview } from '../../features/exams/components/TrainingOverview';
import { choiceFromQuery, countFromQuery } from '../../features/exams/practice/practice-query';
import { useKeepStoredSample } from '../../features/exams/practice/use-keep-stored-sample';
import { storeAttemptId } from '../../features/exams/stored-attempt';
import { FlashcardsCard } from '../../features/flashcards/components/FlashcardsCard';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { RoleFeatures } from './RoleFeatures';
import { SampleCourses } from './SampleCourses';
import { TrainerOfferings } from './TrainerOfferings';

// The study list, the practice builder and the history load when opened, not with the overview.
const StudyMaterials = lazyView(
  () => import('../../features/exams/components/StudyMaterialsView').then((m) => m.StudyMaterialsView),
  msg('Loading'),
);
const PracticeBuilder = lazyView(
  () => import('../../features/exams/practice/PracticeBuilderForm').then((m) => m.PracticeBuilderForm),
  msg('Loading'),
);
const AttemptHistory = lazyView(
  () => import('../../features/exams/components/AttemptHistoryView').then((m) => m.AttemptHistoryView),
  msg('Loading your attempts'),
);

/**
 * /training-center (spec §2 "Training Center", §4): modes overview -> quiz -> results -> retake
 * (same items) or back to the overview (which clears results, subject and items); overview ->
 * study -> overview; and the attempt history. The phase lives in the address (`?attempt=<id>`,
 * `?view=study`, `?view=history`, `?view=practice` the practice builder of issue 25 item 1, pre-filled
 * by `subject`, `clientNeed` and `pool`), so a reload resumes it and Back in the browser works. Attempts
 * live on the server. A student in a class also sees her class assignments (issue 28 item 5).
 */
export function Component() {
  const { user } = useCurrentUser();
  // Issue 25 item 1: a Free Sample taken as a visitor before signing up counts here too.
  useKeepStoredSample(user !== null);
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  const view = params.get('view');
  /** An attempt just started here, handed to the quiz without reading it again. */
  const [started, setStarted] = useState<InProgressAttempt | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const phase = attemptId ? `attempt:${attemptId}` : (view ?? 'overview');
  const firstPhase = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new phase starts at the top, with focus on its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    const heading = pageRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [phase]);

  const openAttempt = (attempt: InProgressAttempt) => {
    // A visitor's Free Sample is remembered as on the sample test page, so it is kept for her
    // when she then signs up (issue 25 item 1).
    if (user === null && attempt.formKind === 'sample') storeAttemptId(attempt.id);
    setStarted(attempt);
    setParams({ attempt: attempt.id });
  };
  const toOverview = () => {
    setStarted(null);
    setParams({});
  };

  return (
    <Container size="lg" py="xl" ref={pageRef}>
      <PageMeta page={paths.trainingCenter} />
      {attemptId ? (
        <AttemptView
          key={attemptId}
          attemptId={attemptId}
          started={started?.id === attemptId ? started : null}
          onStarted={openAttempt}
          onLeave={toOverview}
        />
      ) : view === 'study' ? (
        <StudyMaterials onStarted={openAttempt} onBack={toOverview} />
      ) : view === 'history' ? (
        <AttemptHistory onBack={toOverview} />
      ) : view === 'practice' ? (
        <PracticeBuilder
          key={params.toString()}
          initial={choiceFromQuery(params)}
          initialCount={countFromQuery(params)}
          onStarted={openAttempt}
          onBack={toOverview}
        />
      ) : (
        <>
          <TrainingOverview
            onStarted={openAttempt}
            onOpen={(next) => setParams({ view: next })}
            roleFeatures={({ onCreateTest }) => <RoleFeatures user={user} onCreateTest={onCreateTest} />}
            trainerOfferings={<TrainerOfferings />}
            sampleCourses={<SampleCourses />}
            flashcards={<FlashcardsCard />}
          />
          {/* Issue 28 item 5: a student's class assignments (Start opens the attempt here, by its address). */}
          <ClassAssignmentsSection enabled={user?.role === 'student'} />
        </>
      )}
    </Container>
  );
}
