import { Alert, Button, Container, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdaptiveAttempt } from '../../../../shared/exams/cat/adaptive-schemas';
import { paths } from '../../../../shared/paths';
import { PageMeta } from '../../../components/PageMeta';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { TestLoading } from '../components/TestLoading';
import { AdaptiveIntro } from './AdaptiveIntro';
import { adaptiveQuery, useAdaptiveAttempt } from './api/adaptive-attempt';

/** Loaded when a test starts or resumes, to keep the intro light. */
const AdaptiveExam = lazy(() => import('./AdaptiveExam').then((m) => ({ default: m.AdaptiveExam })));
/** Loaded once there is a result. */
const PerformanceReport = lazy(() =>
  import('./report/PerformanceReport').then((m) => ({ default: m.PerformanceReport })),
);

/**
 * /adaptive-nclex (issue 22): the adaptive NCLEX-RN and NCLEX-PN. Without `?attempt=` the intro
 * (what the test is and how it ends, RN or PN, Start); with it, the exam while it runs and the
 * Candidate Performance Report once decided. The attempt lives on the server, so a reload resumes on
 * the same item and Back in the browser works.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  /** An attempt just started or answered here, handed on without reading it again. */
  const [held, setHeld] = useState<AdaptiveAttempt | null>(null);
  const open = (attempt: AdaptiveAttempt) => {
    setHeld(attempt);
    setParams({ attempt: attempt.id });
  };
  return (
    <Container size="lg" py="xl">
      <PageMeta page={paths.adaptiveExam} />
      {attemptId ? (
        <AdaptiveAttemptView
          key={attemptId}
          attemptId={attemptId}
          held={held?.id === attemptId ? held : null}
          onLeave={() => {
            setHeld(null);
            setParams({});
          }}
        />
      ) : (
        <AdaptiveIntro onStarted={open} />
      )}
    </Container>
  );
}

interface AdaptiveAttemptViewProps {
  attemptId: string;
  held: AdaptiveAttempt | null;
  onLeave: () => void;
}

/** One adaptive attempt: the exam while it runs, the report once decided; read from the server on a reload. */
function AdaptiveAttemptView({ attemptId, held, onLeave }: AdaptiveAttemptViewProps) {
  const { t } = useTranslation();
  const loaded = useAdaptiveAttempt(attemptId, held === null);
  const queryClient = useQueryClient();
  const [decided, setDecided] = useState<AdaptiveAttempt | null>(null);
  const attempt = decided ?? held ?? loaded.data;
  const loading = <TestLoading />;
  if (!attempt) {
    if (loaded.isError) {
      const exited = loaded.error instanceof ApiError && loaded.error.code === 'attempt_abandoned';
      return (
        <Alert
          color={exited ? 'yellow' : 'red'}
          title={exited ? t('You exited this test') : t('This test could not be loaded')}
          role="alert"
        >
          <Text mb="sm">{errorMessage(loaded.error)}</Text>
          <Button onClick={onLeave}>{t('Back to the adaptive NCLEX')}</Button>
        </Alert>
      );
    }
    return loading;
  }
  if (attempt.status === 'in_progress') {
    return (
      <Suspense fallback={loading}>
        <AdaptiveExam
          attempt={attempt}
          onDecided={setDecided}
          onExited={onLeave}
          onTimeUp={() => {
            void queryClient.fetchQuery(adaptiveQuery(attemptId)).then(setDecided, () => onLeave());
          }}
        />
      </Suspense>
    );
  }
  const { report } = attempt;
  if (!report) return loading;
  return (
    <Suspense fallback={loading}>
      <PerformanceReport
        attempt={{ ...attempt, report }}
        actions={
          <>
            <Button onClick={onLeave}>{t('Take another adaptive test')}</Button>
            <Button component={Link} to={paths.dashboard.path} variant="default">
              {t('Go to Dashboard')}
            </Button>
            <Button component={Link} to={paths.trainingCenter.path} variant="subtle">
              {t('Back to Training Center')}
            </Button>
          </>
        }
      />
    </Suspense>
  );
}
