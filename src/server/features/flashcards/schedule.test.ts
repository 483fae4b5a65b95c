import { createEmptyCard, fsrs, Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  createScheduler,
  forgottenColumns,
  fromFsrsCard,
  gradedColumns,
  gradePreviews,
  newCardColumns,
  toFsrsCard,
} from './schedule';

const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 0, 1 + n, hour));

describe('issue 25 item 4: scheduling through ts-fsrs, fuzz off', () => {
  it('given grades on given days, the due dates match ts-fsrs’s own schedule', () => {
    const scheduler = createScheduler({ fuzz: false });
    const reference = fsrs({ enable_fuzz: false });
    const grades: Array<[number, Rating.Again | Rating.Hard | Rating.Good | Rating.Easy]> = [
      [0, Rating.Good],
      [0, Rating.Good],
      [3, Rating.Good],
      [10, Rating.Again],
      [10, Rating.Good],
      [14, Rating.Hard],
      [30, Rating.Easy],
    ];
    let columns = newCardColumns(day(0, 8));
    let card = createEmptyCard(day(0, 8));
    for (const [n, grade] of grades) {
      // Each review happens when the card is due or on the given day, whichever is later.
      const at = new Date(Math.max(day(n).getTime(), card.due.getTime()));
      columns = gradedColumns(columns, grade, at, scheduler);
      card = reference.next(card, at, grade).card;
      expect(columns.due.toISOString()).toBe(card.due.toISOString());
      expect(columns.state).toBe(card.state);
      expect(columns.stability).toBeCloseTo(card.stability, 10);
    }
    expect(columns.lapses).toBe(1);
    expect(columns.reps).toBe(grades.length);
  });

  it('a new card graded Good on its first day comes back after the 10-minute learning step, then a day or more later', () => {
    const scheduler = createScheduler({ fuzz: false });
    const first = gradedColumns(newCardColumns(day(0)), Rating.Good, day(0), scheduler);
    expect(first.state).toBe(State.Learning);
    expect(first.due.getTime() - day(0).getTime()).toBe(10 * 60_000);
    const second = gradedColumns(first, Rating.Good, first.due, scheduler);
    expect(second.state).toBe(State.Review);
    expect(second.scheduledDays).toBeGreaterThanOrEqual(1);
  });

  it('shows each grade’s next interval from scheduler.repeat', () => {
    const scheduler = createScheduler({ fuzz: false });
    const previews = gradePreviews(newCardColumns(day(0)), day(0), scheduler);
    expect(previews.map((preview) => preview.grade)).toEqual([1, 2, 3, 4]);
    expect(previews.map((preview) => preview.interval)).toEqual(['1 m', '6 m', '10 m', '8 d']);
  });

  it('a card reset by a later miss is new again and due now, its counts kept', () => {
    const scheduler = createScheduler({ fuzz: false });
    let columns = gradedColumns(newCardColumns(day(0)), Rating.Easy, day(0), scheduler);
    columns = forgottenColumns(columns, day(2), scheduler);
    expect(columns.state).toBe(State.New);
    expect(columns.due.toISOString()).toBe(day(2).toISOString());
    expect(columns.reps).toBe(1);
  });

  it('round-trips a ts-fsrs card through the row columns', () => {
    const card = fsrs({ enable_fuzz: false }).next(createEmptyCard(day(0)), day(0), Rating.Good).card;
    expect(toFsrsCard(fromFsrsCard(card))).toEqual(card);
  });
});
