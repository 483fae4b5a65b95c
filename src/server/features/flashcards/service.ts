import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { addDays, daysBetween, localDay } from '../../../shared/time/local-day';
import type { Database } from '../../db/client';
import { dueTodaySql, newCardsLeftToday, reviewsOnLocalDay } from './queue';
import { State } from './schedule';
import { flashcardReviews, flashcards } from './tables';

/** For the exam engine: cards from an attempt's misses, after its submission or a Tutor check (create-cards.ts). */
export { createCardsSafely } from './create-cards';

/**
 * The flashcards feature's service functions other features call (issue 25: the study plan and the
 * reminders). Days are her local days (`localDay` in her time zone), ISO dates "YYYY-MM-DD".
 */

/** A student's cards for her local today: due reviews, new cards she may still start today, reviews done today. */
export interface CardCounts {
  due: number;
  newAvailable: number;
  reviewedToday: number;
}

/** Her cards that are neither new nor suspended (the ones with a due date from FSRS). */
const scheduledCards = (userId: string) =>
  and(eq(flashcards.userId, userId), eq(flashcards.suspended, false), ne(flashcards.state, State.New));

/**
 * The counts of `userId`'s cards for her local day of `now` in `timeZone`: `due`, cards already
 * learning or learned that are due today (isDueToday: review cards before her local tomorrow,
 * learning cards by `now`; not suspended); `newAvailable`, new cards she may
 * still start today (her daily new-card limit less those started today, at most the new cards she
 * has); `reviewedToday`, grades she gave today.
 */
export async function countCardsForToday(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<CardCounts> {
  const [counts] = await db
    .select({
      due: sql<number>`count(*) filter (where ${flashcards.state} <> ${State.New} and ${dueTodaySql(now, timeZone)})`.mapWith(
        Number,
      ),
      fresh: sql<number>`count(*) filter (where ${flashcards.state} = ${State.New})`.mapWith(Number),
    })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), eq(flashcards.suspended, false)));
  const [newLeft, { done }] = await Promise.all([
    newCardsLeftToday(db, userId, now, timeZone),
    reviewsOnLocalDay(db, userId, now, timeZone),
  ]);
  return { due: counts?.due ?? 0, newAvailable: Math.min(newLeft, counts?.fresh ?? 0), reviewedToday: done };
}

/**
 * Cards falling due on each of the next `days` local days from today (today first, overdue counted
 * today): one entry per day, zero included. New cards are not counted (they have no FSRS due date
 * yet); suspended cards neither.
 */
export async function cardsDuePerDay(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  days: number,
): Promise<Array<{ day: string; due: number }>> {
  const today = localDay(now, timeZone);
  const result = Array.from({ length: Math.max(0, days) }, (_, index) => ({ day: addDays(today, index), due: 0 }));
  if (result.length === 0) return result;
  const rows = await db
    .select({ due: flashcards.due })
    .from(flashcards)
    .where(and(scheduledCards(userId), lte(flashcards.due, new Date(now.getTime() + (days + 1) * 86_400_000))));
  for (const row of rows) {
    const index = Math.max(0, daysBetween(today, localDay(row.due, timeZone)));
    const entry = result[index];
    if (entry) entry.due += 1;
  }
  return result;
}

/** The Monday (local) of the week holding `day`. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Per local week (Monday first), the reviews of cards already learned (in the Review state before
 * the grade) and how many were recalled (graded Hard, Good or Easy): `weeks` entries, oldest first,
 * the current week last, zero weeks included.
 */
export async function retentionPerWeek(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  weeks: number,
): Promise<Array<{ weekStart: string; reviews: number; recalled: number }>> {
  const thisWeek = mondayOf(localDay(now, timeZone));
  const count = Math.max(0, weeks);
  const result = Array.from({ length: count }, (_, index) => ({
    weekStart: addDays(thisWeek, (index - count + 1) * 7),
    reviews: 0,
    recalled: 0,
  }));
  if (count === 0) return result;
  const rows = await db
    .select({ reviewedAt: flashcardReviews.reviewedAt, rating: flashcardReviews.rating })
    .from(flashcardReviews)
    .where(
      and(
        eq(flashcardReviews.userId, userId),
        eq(flashcardReviews.stateBefore, State.Review),
        gte(flashcardReviews.reviewedAt, new Date(now.getTime() - (count * 7 + 2) * 86_400_000)),
        lte(flashcardReviews.reviewedAt, now),
      ),
    );
  const first = result[0]?.weekStart ?? thisWeek;
  for (const row of rows) {
    const index = Math.floor(daysBetween(first, mondayOf(localDay(row.reviewedAt, timeZone))) / 7);
    const entry = result[index];
    if (!entry) continue;
    entry.reviews += 1;
    if (row.rating > 1) entry.recalled += 1;
  }
  return result;
}

/**
 * Card reviews per local day from `fromDay` (inclusive) to today: only the days with reviews are in
 * the map (a missing day had none).
 */
export async function reviewsPerDay(
  db: Database,
  userId: string,
  fromDay: string,
  timeZone: string,
): Promise<Map<string, number>> {
  // Local midnight of fromDay is at most 14 hours before its UTC midnight (UTC+14).
  const earliest = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 15 * 3_600_000);
  const rows = await db
    .select({ reviewedAt: flashcardReviews.reviewedAt })
    .from(flashcardReviews)
    .where(and(eq(flashcardReviews.userId, userId), gte(flashcardReviews.reviewedAt, earliest)));
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = localDay(row.reviewedAt, timeZone);
    if (day < fromDay) continue;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return new Map([...perDay.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
