import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, State } from 'ts-fsrs';
import { formatInterval } from '../../../shared/flashcards/interval';
import { CARD_STATES, type CardState, GRADES } from '../../../shared/flashcards/schemas';
import type { FlashcardRow } from './tables';

/**
 * Scheduling by FSRS through ts-fsrs 5.4 (issue 25 item 4: "not home-made intervals"): the
 * library's default parameters (90% requested retention, learning steps 1 m and 10 m), with fuzz
 * on in production so that cards learned together spread out, and off where tests need the
 * library's exact schedule (`fuzz: false`).
 */
export function createScheduler(options: { fuzz: boolean }): FSRS {
  return fsrs({ enable_fuzz: options.fuzz });
}

/** The FSRS columns of a card row, as stored. */
export type FsrsColumns = Pick<
  FlashcardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

/** A row's FSRS columns as a ts-fsrs Card. */
export function toFsrsCard(row: FsrsColumns): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** A ts-fsrs Card as the row's FSRS columns. */
export function fromFsrsCard(card: Card): FsrsColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** The FSRS columns of a card never reviewed, due at `now` (ts-fsrs createEmptyCard). */
export function newCardColumns(now: Date): FsrsColumns {
  return fromFsrsCard(createEmptyCard(now));
}

/**
 * A card returned to the new state by a later miss of its point (ts-fsrs `forget`, review and lapse
 * counts kept), due at `now`.
 */
export function forgottenColumns(row: FsrsColumns, now: Date, scheduler: FSRS): FsrsColumns {
  return fromFsrsCard(scheduler.forget(toFsrsCard(row), now, false).card);
}

/** The card after `grade` at `now` (ts-fsrs `next`). */
export function gradedColumns(row: FsrsColumns, grade: Grade, now: Date, scheduler: FSRS): FsrsColumns {
  return fromFsrsCard(scheduler.next(toFsrsCard(row), now, grade).card);
}

/** For each grade, the card's next due instant and the interval its button shows (ts-fsrs `repeat`). */
export function gradePreviews(
  row: FsrsColumns,
  now: Date,
  scheduler: FSRS,
): Array<{ grade: number; due: string; interval: string }> {
  const preview = scheduler.repeat(toFsrsCard(row), now);
  return GRADES.map(({ grade }) => {
    const due = preview[grade as Grade].card.due;
    return { grade, due: due.toISOString(), interval: formatInterval(now, due) };
  });
}

/** The state's name (New, Learning, Review, Relearning) as the API spells it. */
export function stateName(state: number): CardState {
  return CARD_STATES[state] ?? 'new';
}

export { State };
