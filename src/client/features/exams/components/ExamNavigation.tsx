import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './exam.module.css';

interface ExamNavigationProps {
  /** Zero-based place of the item on screen. */
  current: number;
  isLast: boolean;
  /** The item on screen is answered (Next needs it). */
  done: boolean;
  flagged: boolean;
  /** A submission or an exit is under way. */
  busy: boolean;
  exiting: boolean;
  timeUp: boolean;
  /** Items still unanswered: Submit Exam waits for none. */
  unanswered: number;
  onGo: (index: number) => void;
  onFlag: (flagged: boolean) => void;
  /** Issue 25 item 3: the "Not sure" mark of the item on screen, and its toggle (absent: not offered). */
  notSure?: { marked: boolean; onChange: (marked: boolean) => void };
  onReview: () => void;
  /** NCLEX-like mode: no Previous, no flag, no review; Submit Exam on the last item submits. */
  nclex?: boolean;
  onSubmit?: () => void;
}

/**
 * The exam's buttons (spec §4 "Quiz"): Previous (disabled on the first item), Flag for review,
 * Not sure (issue 25 item 3, for signed-in students), Review, and Next (disabled until the item is answered) or, on the last item, Submit Exam
 * (disabled while any item is unanswered), which opens the review screen. In NCLEX-like mode
 * (docs/nclex.md §4) only Next, or Submit Exam on the last item, which submits at once. The buttons
 * stay at the bottom of the window while a long item scrolls, so Next is always in reach.
 */
export function ExamNavigation(props: ExamNavigationProps) {
  const { t } = useTranslation();
  const { current, isLast, done, flagged, busy, exiting, timeUp, unanswered, onGo, onFlag, onReview } = props;
  if (props.nclex) {
    return (
      <Group justify="flex-end" gap="xs" className={classes.navigation}>
        {isLast ? (
          <Button onClick={props.onSubmit} disabled={!done || busy || exiting}>
            {t('Submit Exam')}
          </Button>
        ) : (
          <Button onClick={() => onGo(current + 1)} disabled={!done || busy}>
            {t('Next')}
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="xs" className={classes.navigation}>
      <Button variant="default" onClick={() => onGo(current - 1)} disabled={current === 0 || busy}>
        {t('Previous')}
      </Button>
      <Group gap="xs">
        <Button
          variant="default"
          className={classes.flagButton}
          data-flagged={flagged || undefined}
          onClick={() => onFlag(!flagged)}
          disabled={busy || timeUp}
          aria-pressed={flagged}
        >
          {flagged ? `⚑ ${t('Flagged')}` : t('Flag for review')}
        </Button>
        {props.notSure && (
          // A toggle keeps one name; the pressed state shows as a tick and the light variant (issue 25 item 3).
          <Button
            variant={props.notSure.marked ? 'light' : 'default'}
            leftSection={props.notSure.marked ? <span aria-hidden="true">✓</span> : undefined}
            onClick={() => props.notSure?.onChange(!props.notSure.marked)}
            disabled={busy || timeUp}
            aria-pressed={props.notSure.marked}
            title={t('A right answer marked Not sure still becomes a flashcard')}
          >
            {t('Not sure')}
          </Button>
        )}
        <Button variant="default" onClick={onReview} disabled={busy}>
          {t('Review')}
        </Button>
      </Group>
      {isLast ? (
        <Button onClick={onReview} disabled={unanswered > 0 || exiting}>
          {t('Submit Exam')}
        </Button>
      ) : (
        <Button onClick={() => onGo(current + 1)} disabled={!done || busy}>
          {t('Next')}
        </Button>
      )}
    </Group>
  );
}
