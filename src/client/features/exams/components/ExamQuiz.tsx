import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UNANSWERED } from '../../../../shared/exams/rules';
import type { InProgressAttempt, SubmittedAttempt } from '../../../../shared/exams/schemas';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { exitAttempt, submitAttempt } from '../api/attempts';
import { useAnswerSaver } from '../use-answer-saver';
import { useCountdown } from '../use-countdown';
import { CountdownClock } from './CountdownClock';
import classes from './exam.module.css';
import { QuestionOptions } from './QuestionOptions';
import { UnansweredNotice } from './UnansweredNotice';

const ExitExamDialog = lazy(() => import('./ExitExamDialog'));

interface ExamQuizProps {
  attempt: InProgressAttempt;
  /** Called with the result once the server has scored the attempt. */
  onSubmitted: (result: SubmittedAttempt) => void;
  /** Called after Exit Exam, once the server has discarded the answers. */
  onExited: () => void;
}

function firstUnanswered(answers: readonly number[]): number {
  const index = answers.indexOf(UNANSWERED);
  return index === -1 ? answers.length - 1 : index;
}

/**
 * The quiz phase (spec §4 "Quiz"): one question at a time, options A-D, a 15-minute countdown that
 * submits at zero, Previous disabled on the first question, Next disabled until the question is
 * answered, Submit Exam on the last question disabled while any is unanswered, the unanswered
 * list and banner, a progress bar, and Exit Exam. Each choice is saved to the server at once.
 */
export function ExamQuiz({ attempt, onSubmitted, onExited }: ExamQuizProps) {
  const total = attempt.questions.length;
  const [current, setCurrent] = useState(() => Math.max(0, firstUnanswered(attempt.answers)));
  /** null until Exit Exam is first pressed, so the dialog's code loads only when needed. */
  const [confirmExit, setConfirmExit] = useState<boolean | null>(null);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const submit = useMutation({
    /** `auto` is true when time ran out: then the exam is submitted with whatever the server holds. */
    mutationFn: async (auto: boolean) => {
      const unsaved = await saver.flush();
      if (!auto && unsaved.length > 0) {
        const which = unsaved.length === 1 ? `question ${unsaved[0]}` : `questions ${unsaved.join(', ')}`;
        throw new ApiError(
          0,
          'answers_not_saved',
          `Your answer to ${which} was not saved. Choose it again, then submit.`,
        );
      }
      return submitAttempt(attempt.id);
    },
    onSuccess: onSubmitted,
    onError: () => {
      submitting.current = false;
    },
  });
  /** Starts the submission once, whoever asks first: the button, the clock or a refused save. */
  const startSubmit = (auto: boolean) => {
    if (submitting.current) return;
    submitting.current = true;
    submit.mutate(auto);
  };
  const saver = useAnswerSaver(attempt.id, attempt.answers, () => startSubmit(true));
  const exit = useMutation({ mutationFn: () => exitAttempt(attempt.id), onSuccess: onExited });
  const secondsLeft = useCountdown(attempt.remainingSeconds, () => startSubmit(true));

  // biome-ignore lint/correctness/useExhaustiveDependencies: moving to another question moves focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [current]);

  const question = attempt.questions[current];
  if (!question) return null;
  const { answers } = saver;
  const chosen = answers[current] ?? UNANSWERED;
  const isLast = current === total - 1;
  const unanswered = answers.flatMap((answer, i) => (answer === UNANSWERED ? [i + 1] : []));
  const position = Math.round(((current + 1) / total) * 100);
  const busy = submit.isPending || exit.isPending;
  const timeUp = secondsLeft === 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="nowrap" className={classes.examHeader}>
        <Title order={1} size="h3" ref={headingRef} tabIndex={-1}>
          Question {current + 1} of {total}
        </Title>
        <CountdownClock secondsLeft={secondsLeft} />
      </Group>

      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm" c="dimmed" id="exam-progress-label">
            Progress
          </Text>
          <Text size="sm" fw={600} data-testid="exam-progress">
            {position}%
          </Text>
        </Group>
        <Progress.Root>
          <Progress.Section value={position} aria-labelledby="exam-progress-label" />
        </Progress.Root>
      </div>

      {unanswered.length > 0 && <UnansweredNotice questionNumbers={unanswered} />}

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Group gap="xs" mb="sm">
          <Badge variant="light">{question.subject}</Badge>
          <Badge variant="outline" color="gray">
            {question.topic}
          </Badge>
        </Group>
        <QuestionOptions
          key={question.id}
          stem={question.stem}
          options={question.options}
          chosen={chosen}
          onChoose={(option) => saver.choose(current, question.id, option)}
          disabled={busy || timeUp}
        />
        <Text size="sm" c={saver.state === 'failed' ? 'red.8' : 'dimmed'} mt="sm" aria-live="polite" mih={20}>
          {saver.state === 'saving' && 'Saving your answer…'}
          {saver.state === 'saved' && 'Answer saved.'}
          {saver.state === 'failed' && `Your answer was not saved: ${saver.error} Choose it again.`}
        </Text>
      </Paper>

      {submit.isError && (
        <Alert color="red" title="Your exam was not submitted" role="alert">
          <Text size="sm" mb="xs">
            {errorMessage(submit.error)} Your saved answers are kept.
          </Text>
          <Button size="xs" color="red" onClick={() => startSubmit(timeUp)}>
            Try again
          </Button>
        </Alert>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={() => setCurrent((i) => i - 1)} disabled={current === 0 || busy}>
          Previous
        </Button>
        {isLast ? (
          <Button
            onClick={() => startSubmit(false)}
            disabled={unanswered.length > 0 || exit.isPending}
            loading={submit.isPending}
          >
            Submit Exam
          </Button>
        ) : (
          <Button onClick={() => setCurrent((i) => i + 1)} disabled={chosen === UNANSWERED || busy}>
            Next
          </Button>
        )}
      </Group>

      <Group justify="center">
        <Button variant="subtle" color="red" onClick={() => setConfirmExit(true)} disabled={busy}>
          Exit Exam
        </Button>
      </Group>

      {confirmExit !== null && (
        <Suspense fallback={null}>
          <ExitExamDialog
            opened={confirmExit && !timeUp && !submit.isPending}
            onCancel={() => setConfirmExit(false)}
            onConfirm={() => exit.mutate()}
            exiting={exit.isPending}
            error={exit.isError ? errorMessage(exit.error) : null}
          />
        </Suspense>
      )}
    </Stack>
  );
}
