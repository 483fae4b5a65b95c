import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdaptiveAttempt } from '../../../../shared/exams/cat/adaptive-schemas';
import type { ItemResponse } from '../../../../shared/items/registry';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useExitAttempt } from '../api/exit-attempt';
import { ExamAids } from '../components/ExamAids';
import { ExitExamControls } from '../components/ExitExamControls';
import classes from '../components/exam.module.css';
import { useTextSize } from '../components/TextSizeControl';
import { itemExhibits } from '../exhibits/ItemExhibits';
import { ItemPrompt } from '../items/ItemPrompt';
import { rendererFor } from '../items/renderers';
import { useCountdown } from '../use-countdown';
import { useExamKeyboard } from '../use-exam-keyboard';
import { useExamFocus, useLeaveGuard } from '../use-leave-guard';
import { useCommitAdaptiveAnswer } from './api/adaptive-attempt';

interface AdaptiveExamProps {
  attempt: AdaptiveAttempt;
  /** Called with the attempt once the server has decided it (its report inside). */
  onDecided: (attempt: AdaptiveAttempt) => void;
  /** Called after Exit Exam, once the server has closed the attempt. */
  onExited: () => void;
  /** Called when the server says the time ran out: the page reads the decided attempt. */
  onTimeUp: () => void;
}

/**
 * The adaptive NCLEX's screen (docs/nclex.md §4-5), the real exam's: one item at a time, the item
 * number and the clock but no progress bar (the length is adaptive), no going back, no flags, the
 * calculator and the text size. The answer is held here until Next commits it; the server then
 * chooses the next item for the new ability estimate, or ends the test. A reload resumes on the
 * item being asked (an answer not yet committed is chosen again). When the clock reaches zero the
 * server decides by the run-out-of-time rule.
 */
export function AdaptiveExam({ attempt: first, onDecided, onExited, onTimeUp }: AdaptiveExamProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(first);
  /** The answer being given, with the number of the item it answers (so a new item never sees the last one's). */
  const [answer, setAnswer] = useState<{ number: number; response: ItemResponse | null }>({
    number: 0,
    response: null,
  });
  const [confirmExit, setConfirmExit] = useState<boolean | null>(null);
  const [textSize, setTextSize] = useTextSize();
  const shownSince = useRef(Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stemId = useId();
  useExamFocus();
  const guard = useLeaveGuard(true);
  const commit = useCommitAdaptiveAnswer(attempt.id);
  const exit = useExitAttempt(attempt.id, () => {
    guard.release();
    onExited();
  });
  const secondsLeft = useCountdown(first.remainingSeconds, () => {
    guard.release();
    onTimeUp();
  });
  const current = attempt.current;
  const response = current && answer.number === current.number ? answer.response : null;
  const setResponse = (next: ItemResponse | null) => {
    if (current) setAnswer({ number: current.number, response: next });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new item starts its clock, with focus on its number.
  useEffect(() => {
    shownSince.current = Date.now();
    if (current && current.number !== first.current?.number) headingRef.current?.focus();
  }, [current?.number]);

  const renderer = current ? rendererFor(current.item.itemType) : null;
  const answered = renderer?.isAnswered(response) === true;
  const busy = commit.isPending || exit.isPending;
  const timeUp = secondsLeft === 0;

  const next = () => {
    if (!current || !answered || busy || timeUp || response === null) return;
    commit.mutate(
      { number: current.number, response, secondsSpent: (Date.now() - shownSince.current) / 1000 },
      {
        onSuccess: (updated) => {
          if (updated.status === 'decided') {
            guard.release();
            onDecided(updated);
          } else setAttempt(updated);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'time_up' || error.code === 'adaptive_decided')) {
            guard.release();
            onTimeUp();
          }
        },
      },
    );
  };

  useExamKeyboard(current !== null && !confirmExit, {
    choose: (index) => {
      if (!current || !renderer || busy || timeUp || index >= renderer.parts(current.item)) return;
      setResponse(renderer.choose(response, index));
    },
    next,
    previous: () => {},
    flag: () => {},
  });

  if (!current || !renderer) return null;
  const { Input } = renderer;
  const place = current.caseStudy;
  const exhibits = itemExhibits(
    current.item,
    place && current.caseStudyView ? { view: current.caseStudyView, position: place.position } : undefined,
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs" className={classes.examHeader}>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(attempt.title)}
          </Text>
          <Title order={1} size="h3" ref={headingRef} tabIndex={-1}>
            {t('Item {{number}}', { number: current.number })}
          </Title>
        </Stack>
        <ExamAids textSize={textSize} onTextSize={setTextSize} secondsLeft={secondsLeft} />
      </Group>

      <div className={exhibits ? classes.withExhibits : undefined}>
        {exhibits}
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          radius="md"
          style={{ zoom: Number(textSize) / 100, minWidth: 0 }}
        >
          <ItemPrompt view={current.item} stemId={stemId}>
            <Input
              key={current.item.id}
              view={current.item}
              response={response}
              onChange={setResponse}
              disabled={busy || timeUp}
              labelledBy={stemId}
            />
          </ItemPrompt>
        </Paper>
      </div>

      {commit.isError && !(commit.error instanceof ApiError && commit.error.code === 'time_up') && (
        <Alert color="red" title={t('Your answer was not recorded')} role="alert">
          {errorMessage(commit.error)} {t('Your choice is still here: press Next again.')}
        </Alert>
      )}

      <Group justify="space-between" gap="xs" className={classes.navigation}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {answered ? t('Next records your answer; it cannot be changed after.') : t('Answer the item to go on.')}
        </Text>
        <Button onClick={next} disabled={!answered || busy || timeUp} loading={commit.isPending}>
          {t('Next')}
        </Button>
      </Group>

      <ExitExamControls
        blocker={guard.blocker}
        confirmExit={confirmExit}
        onConfirmExit={setConfirmExit}
        busy={busy}
        closed={timeUp}
        exit={exit}
      />
    </Stack>
  );
}
