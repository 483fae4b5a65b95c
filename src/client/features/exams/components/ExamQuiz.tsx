import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InProgressAttempt, ItemResult, SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import type { CaseStudyView } from '../../../../shared/items/case-study-chart';
import { GlossaryRegion } from '../../../components/glossary/GlossaryRegion';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useCheckAttemptItem } from '../api/check-attempt-item';
import { useExitAttempt } from '../api/exit-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import { itemExhibits } from '../exhibits/ItemExhibits';
import { ItemPrompt } from '../items/ItemPrompt';
import { rendererFor } from '../items/renderers';
import { SuspendButton } from '../practice/SuspendControls';
import { useCountdown } from '../use-countdown';
import { useExamKeyboard } from '../use-exam-keyboard';
import { useItemSaver } from '../use-item-saver';
import { useExamFocus, useLeaveGuard } from '../use-leave-guard';
import { useNotSureMarks } from '../use-not-sure';
import { ExamAids } from './ExamAids';
import { ExamNavigation } from './ExamNavigation';
import { ExamProgress } from './ExamProgress';
import { ExitExamControls } from './ExitExamControls';
import classes from './exam.module.css';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { useTextSize } from './TextSizeControl';
import { UnansweredNotice } from './UnansweredNotice';

/** Shown only in Tutor mode, once an answer is checked. */
const ItemSolutionPanel = lazy(() =>
  import('../items/ItemSolutionPanel').then((m) => ({ default: m.ItemSolutionPanel })),
);
/** How other students answered the checked item (issue 25 item 2), with its key only. */
const PeerFigures = lazy(() => import('../peers/PeerFigures').then((m) => ({ default: m.PeerFigures })));
const ExamReviewScreen = lazy(() => import('./ExamReviewScreen').then((m) => ({ default: m.ExamReviewScreen })));

interface ExamQuizProps {
  attempt: InProgressAttempt;
  /** Called with the result once the server has scored the attempt. */
  onSubmitted: (result: SubmittedAttempt) => void;
  /** Called after Exit Exam, once the server has discarded the answers. */
  onExited: () => void;
  /**
   * Issue 25 item 1: when given (a signed-in student's own attempt), a Suspend button stops the
   * clock and keeps the answers (not in NCLEX-like mode); called once the server has suspended it.
   */
  onSuspended?: () => void;
}

/**
 * The quiz phase (spec §4 "Quiz"), for every form and item type: one item at a time, a countdown
 * by the server's deadline that submits at zero, Previous disabled on the first item, Next disabled
 * until the item is answered (in Tutor mode, checked), Submit Exam on the last item leading to the
 * review screen, the unanswered list and banner, a progress bar, flag for review, keyboard
 * shortcuts and Exit Exam. Every change is saved to the server at once, with the seconds spent on
 * each item. In Tutor mode each answer is checked, locked and shown with its key and rationale.
 *
 * Issue 21: the exam runs alone on the page (no site menus or footer) and leaving it asks first; a
 * case study's item shows the client's chart beside it (above it on a phone) as unfolded so far,
 * and a later item of it waits for the earlier ones; an item's exhibits show the same way; a
 * calculator and the text size are in the header; no subject or topic names the point tested. In
 * NCLEX-like mode (docs/nclex.md §4) there is no going back, no flag and no review screen: the last
 * item's Submit Exam submits.
 */
export function ExamQuiz({ attempt, onSubmitted, onExited, onSuspended }: ExamQuizProps) {
  const { t } = useTranslation();
  const total = attempt.items.length;
  const tutor = attempt.mode === 'tutor';
  const nclex = attempt.mode === 'nclex';
  const [caseStudies, setCaseStudies] = useState<Map<string, CaseStudyView>>(
    () => new Map((attempt.caseStudies ?? []).map((caseStudy) => [caseStudy.id, caseStudy])),
  );
  const [textSize, setTextSize] = useTextSize();
  useExamFocus();
  const guard = useLeaveGuard(true);
  const [results, setResults] = useState<Map<number, ItemResult>>(
    () => new Map(attempt.items.flatMap((entry) => (entry.result ? [[entry.position, entry.result]] : []))),
  );
  const isDone = (index: number) => {
    const entry = attempt.items[index];
    if (!entry) return false;
    if (tutor) return results.has(index);
    return rendererFor(entry.item.itemType).isAnswered(saver.marks[index]?.response ?? null);
  };
  const [current, setCurrent] = useState(() => {
    const first = attempt.items.findIndex((entry) => (tutor ? !entry.result : entry.response === null));
    return first === -1 ? total - 1 : first;
  });
  const [reviewing, setReviewing] = useState(false);
  /** null until Exit Exam is first pressed, so the dialog's code loads only when needed. */
  const [confirmExit, setConfirmExit] = useState<boolean | null>(null);
  const submitting = useRef(false);
  const shownSince = useRef(Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const stemId = useId();

  const submit = useSubmitAttempt(attempt.id, {
    /** `auto` is true when time ran out: then the exam is submitted with whatever the server holds. */
    prepare: async (auto) => {
      reportTime();
      const unsaved = await saver.flush();
      if (!auto && unsaved.length > 0) {
        throw new ApiError(
          0,
          'answers_not_saved',
          t('Your answer to questions {{numbers}} was not saved. Choose it again, then submit.', {
            count: unsaved.length,
            numbers: unsaved.join(', '),
          }),
        );
      }
    },
    onSubmitted: (result) => {
      guard.release();
      onSubmitted(result);
    },
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
  const saver = useItemSaver(
    attempt.id,
    attempt.items,
    () => startSubmit(true),
    (saved) => {
      const { caseStudy } = saved;
      if (caseStudy) setCaseStudies((map) => new Map(map).set(caseStudy.id, caseStudy));
    },
  );
  const notSure = useNotSureMarks(attempt.id, attempt.items);
  const signedIn = useCurrentUser().user !== null;
  const exit = useExitAttempt(attempt.id, () => {
    guard.release();
    onExited();
  });
  const check = useCheckAttemptItem(attempt.id, {
    prepare: async (index) => {
      // The seconds on this item so far are saved with it, so the check compares them with the median (issue 25 item 2).
      reportTime();
      const unsaved = await saver.flush();
      if (unsaved.includes(index + 1)) {
        throw new ApiError(0, 'answers_not_saved', t('Your answer was not saved. Choose it again, then check it.'));
      }
    },
    onChecked: (checked) => {
      if (checked.result) setResults((map) => new Map(map).set(checked.position, checked.result as ItemResult));
    },
  });
  const secondsLeft = useCountdown(attempt.remainingSeconds, () => startSubmit(true));

  /** Reports the seconds spent on the item on screen since it was shown. */
  const reportTime = () => {
    const now = Date.now();
    if (!reviewing) saver.addSeconds(current, (now - shownSince.current) / 1000);
    shownSince.current = now;
  };
  const goTo = (index: number) => {
    reportTime();
    check.reset();
    setReviewing(false);
    setCurrent(Math.max(0, Math.min(total - 1, index)));
  };
  const openReview = () => {
    reportTime();
    setReviewing(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: moving to another item or the review screen moves focus to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (reviewing) pageRef.current?.querySelector<HTMLElement>('h1')?.focus();
    else headingRef.current?.focus();
  }, [current, reviewing]);

  const entry = attempt.items[current];
  const busy = submit.isPending || exit.isPending;
  const timeUp = secondsLeft === 0;
  const result = results.get(current);
  const place = entry?.caseStudy;
  const caseStudy = place ? caseStudies.get(place.id) : undefined;
  /** An item of a case study beyond the furthest reached waits for the earlier ones (the server refuses it too). */
  const waiting = place !== undefined && caseStudy !== undefined && place.position > caseStudy.reached;
  const locked = busy || timeUp || result !== undefined || waiting;
  const done = isDone(current);
  const isLast = current === total - 1;
  const unanswered = attempt.items.flatMap((_, i) => (isDone(i) ? [] : [i + 1]));
  const position = Math.round(((current + 1) / total) * 100);
  const response = saver.marks[current]?.response ?? null;
  const flagged = saver.marks[current]?.flagged ?? false;
  const renderer = entry ? rendererFor(entry.item.itemType) : null;

  useExamKeyboard(!reviewing && !confirmExit && entry !== undefined, {
    choose: (index) => {
      if (!entry || !renderer || locked || index >= renderer.parts(entry.item)) return;
      saver.respond(current, renderer.choose(response, index));
    },
    next: () => {
      if (!isLast && done && !busy) goTo(current + 1);
    },
    previous: () => {
      if (!nclex && current > 0 && !busy) goTo(current - 1);
    },
    flag: () => {
      if (!nclex && !busy && !timeUp) saver.flag(current, !flagged);
    },
  });

  if (!entry || !renderer) return null;
  const { Input } = renderer;

  const header = (
    <Group justify="space-between" align="center" gap="xs" className={classes.examHeader}>
      {reviewing ? (
        <Text fw={600}>{t(attempt.formTitle)}</Text>
      ) : (
        <Title order={1} size="h3" ref={headingRef} tabIndex={-1}>
          {t('Question {{number}} of {{total}}', { number: current + 1, total })}
        </Title>
      )}
      <ExamAids textSize={textSize} onTextSize={setTextSize} secondsLeft={secondsLeft} />
    </Group>
  );
  const exhibits = itemExhibits(
    entry.item,
    place && caseStudy ? { view: caseStudy, position: Math.min(place.position, caseStudy.reached) } : undefined,
  );

  return (
    <Stack gap="md" ref={pageRef}>
      {header}
      {reviewing ? (
        <Suspense fallback={null}>
          <ExamReviewScreen
            items={attempt.items.map((_, i) => ({ answered: isDone(i), flagged: saver.marks[i]?.flagged ?? false }))}
            onOpen={goTo}
            onBack={() => goTo(current)}
            backLabel={t('Back to question {{number}}', { number: current + 1 })}
            onSubmit={() => startSubmit(false)}
            submitting={submit.isPending}
            error={submit.isError ? errorMessage(submit.error) : null}
          />
        </Suspense>
      ) : (
        <>
          {!nclex && <ExamProgress percent={position} />}

          {!nclex && unanswered.length > 0 && <UnansweredNotice questionNumbers={unanswered} />}

          <div className={exhibits ? classes.withExhibits : undefined}>
            {exhibits}
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              radius="md"
              style={{ zoom: Number(textSize) / 100, minWidth: 0 }}
            >
              {waiting && caseStudy && (
                <Alert color="blue" variant="light" mb="sm" role="status">
                  {t('Answer item {{number}} of this case study first: its items are answered in order.', {
                    number: caseStudy.reached + 1,
                  })}
                </Alert>
              )}
              {/* Issue 29 item 3: the glossary in Tutor mode only, never in Timed or NCLEX-like mode. */}
              <GlossaryRegion enabled={tutor}>
                <ItemPrompt view={entry.item} stemId={stemId}>
                  <Input
                    key={entry.item.id}
                    view={entry.item}
                    response={response}
                    onChange={(next) => saver.respond(current, next)}
                    disabled={locked}
                    labelledBy={stemId}
                    solution={result?.solution}
                  />
                </ItemPrompt>
                <Text size="sm" c={saver.state === 'failed' ? 'red.8' : 'dimmed'} mt="sm" aria-live="polite" mih={20}>
                  {saver.state === 'saving' && t('Saving your answer…')}
                  {saver.state === 'saved' && saver.lastSaved === current && t('Answer saved.')}
                  {saver.state === 'failed' &&
                    t('Your answer was not saved: {{reason}} Choose it again.', { reason: saver.error })}
                </Text>
                {tutor && !result && (
                  <Group mt="xs">
                    <Button
                      variant="light"
                      onClick={() => check.mutate({ index: current, itemId: entry.item.id })}
                      disabled={!renderer.isAnswered(response) || busy || timeUp}
                      loading={check.isPending}
                    >
                      {t('Check Answer')}
                    </Button>
                    {check.isError && (
                      <Text size="sm" c="red.8" role="alert">
                        {errorMessage(check.error)}
                      </Text>
                    )}
                  </Group>
                )}
                {result && (
                  <div aria-live="polite">
                    <Suspense fallback={null}>
                      <ItemSolutionPanel view={entry.item} response={response} result={result} />
                      <PeerFigures peers={result.peers} view={entry.item} />
                    </Suspense>
                  </div>
                )}
              </GlossaryRegion>
            </Paper>
          </div>

          {submit.isError && (
            <Alert color="red" title={t('Your exam was not submitted')} role="alert">
              <Text size="sm" mb="xs">
                {errorMessage(submit.error)} {t('Your saved answers are kept.')}
              </Text>
              <Button size="xs" color="red" onClick={() => startSubmit(timeUp)}>
                {t('Try again')}
              </Button>
            </Alert>
          )}

          <ExamNavigation
            current={current}
            isLast={isLast}
            done={done}
            flagged={flagged}
            busy={busy}
            exiting={exit.isPending}
            timeUp={timeUp}
            unanswered={unanswered.length}
            onGo={goTo}
            onFlag={(next) => saver.flag(current, next)}
            notSure={
              signedIn && !nclex
                ? { marked: notSure.marks[current] ?? false, onChange: (marked) => notSure.mark(current, marked) }
                : undefined
            }
            onReview={openReview}
            nclex={nclex}
            onSubmit={() => startSubmit(false)}
          />
          <KeyboardShortcuts nclex={nclex} />
        </>
      )}

      {onSuspended && !nclex && (
        <Group justify="center">
          <SuspendButton
            attemptId={attempt.id}
            disabled={busy || timeUp}
            beforeSuspend={async () => {
              reportTime();
              // Suspending with an answer lost would drop it silently: refuse, as Submit does.
              const unsaved = await saver.flush();
              if (unsaved.length > 0) {
                throw new ApiError(
                  0,
                  'answers_not_saved',
                  t('Your answer to questions {{numbers}} was not saved. Choose it again, then suspend.', {
                    count: unsaved.length,
                    numbers: unsaved.join(', '),
                  }),
                );
              }
            }}
            onSuspended={() => {
              guard.release();
              onSuspended();
            }}
          />
        </Group>
      )}
      <ExitExamControls
        blocker={guard.blocker}
        confirmExit={confirmExit}
        onConfirmExit={setConfirmExit}
        busy={busy}
        closed={timeUp || submit.isPending}
        exit={exit}
      />
    </Stack>
  );
}
