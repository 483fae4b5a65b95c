import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonBody } from '../../../../shared/marketplace/course-player';
import { errorMessage } from '../../../lib/api-client';
import { useStartLessonQuiz } from '../api/start-lesson-quiz';
import { SignInToContinue } from './SignInToContinue';

type QuizBody = Extract<LessonBody, { kind: 'quiz' }>;

/**
 * A quiz lesson (issue 27 item 2): how many items it asks and the pass mark, the learner's last
 * score, and Start quiz / Resume quiz / Take the quiz again, which opens the exam screen for its
 * attempt (`onOpenQuiz`). The lesson is complete once the quiz is submitted. Signed out, a free
 * preview quiz asks to sign in.
 */
export function QuizLesson({
  courseId,
  lessonId,
  body,
  signedIn,
  onOpenQuiz,
}: {
  courseId: string;
  lessonId: string;
  body: QuizBody;
  signedIn: boolean;
  onOpenQuiz: (attemptId: string) => void;
}) {
  const { t } = useTranslation();
  const start = useStartLessonQuiz();
  const { attempt } = body;
  const open = () => {
    if (start.isPending) return;
    start.mutate({ courseId, lessonId }, { onSuccess: (started) => onOpenQuiz(started.attemptId) });
  };
  const label =
    attempt?.status === 'in_progress'
      ? t('Resume quiz')
      : attempt?.status === 'submitted'
        ? t('Take the quiz again')
        : t('Start quiz');
  return (
    <Stack gap="sm">
      <Text>
        {t(
          'This practice quiz asks {{count}} questions from the question bank, with the rationale after each answer. {{percent}}% passes. The lesson is complete once you submit the quiz.',
          { count: body.questionCount, percent: body.passPercent },
        )}
      </Text>
      {attempt?.status === 'submitted' && attempt.percent !== null && (
        <Alert
          color={attempt.percent >= body.passPercent ? 'green' : 'yellow'}
          title={
            attempt.percent >= body.passPercent ? t('You passed this quiz') : t('You did not reach the pass mark yet')
          }
        >
          {t('Your last score: {{score}}% (pass mark {{passMark}}%).', {
            score: attempt.percent,
            passMark: body.passPercent,
          })}
        </Alert>
      )}
      {signedIn ? (
        <Group>
          <Button onClick={open} loading={start.isPending}>
            {label}
          </Button>
        </Group>
      ) : (
        <SignInToContinue what="quiz" />
      )}
      {start.isError && (
        <Alert color="red" role="alert" title={t('The quiz could not be started')}>
          {errorMessage(start.error)}
        </Alert>
      )}
    </Stack>
  );
}
