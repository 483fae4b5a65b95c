import type { Database } from '../../db/client';

/**
 * STUB (issue 25): the flashcards feature's service functions other features call. The flashcards
 * helper replaces these bodies; the signatures are the contract the study plan and the reminders use.
 */

/** A student's cards for her local today: due reviews, new cards she may still start today, reviews done today. */
export interface CardCounts {
  due: number;
  newAvailable: number;
  reviewedToday: number;
}

/** The counts of `userId`'s cards for her local day of `now` in `timeZone`. */
export async function countCardsForToday(
  _db: Database,
  _userId: string,
  _now: Date,
  _timeZone: string,
): Promise<CardCounts> {
  return { due: 0, newAvailable: 0, reviewedToday: 0 };
}

/** Cards falling due on each of the next `days` local days from today (today first, overdue counted today). */
export async function cardsDuePerDay(
  _db: Database,
  _userId: string,
  _now: Date,
  _timeZone: string,
  _days: number,
): Promise<Array<{ day: string; due: number }>> {
  return [];
}

/** Per local week (Monday first), the reviews of cards already learned and how many were recalled (graded Hard, Good or Easy). */
export async function retentionPerWeek(
  _db: Database,
  _userId: string,
  _now: Date,
  _timeZone: string,
  _weeks: number,
): Promise<Array<{ weekStart: string; reviews: number; recalled: number }>> {
  return [];
}

/** Card reviews per local day from `fromDay` (inclusive) to today. */
export async function reviewsPerDay(
  _db: Database,
  _userId: string,
  _fromDay: string,
  _timeZone: string,
): Promise<Map<string, number>> {
  return new Map();
}
