import type { ManagedUser } from '../../../shared/user-management/users';
import type { Database } from '../../db/client';
import { figureAdjustmentsOfUsers, toAccountUser, type UserRow } from '../account/service';
import { courseCountsOf, earningsTotalsOf } from '../marketplace/service';

/** The figures of one account as the records and adjustments give them, before any floor at 0. */
export interface Figures {
  testAttempts: number;
  earningsCents: number;
  coursesCreated: number;
  coursesSold: number;
}

/**
 * The computed figures of each of `rows` (issue 12, decision 011), in four grouped queries whatever
 * the number of rows: test attempts (the count on the account plus adjustments), earnings (the sum
 * of the user's ledger entries, adjustments included), courses created and courses sold (the
 * marketplace's count plus adjustments).
 */
export async function figuresOf(db: Database, rows: readonly UserRow[]): Promise<Map<string, Figures>> {
  const ids = rows.map((row) => row.id);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const adjusted = await figureAdjustmentsOfUsers(db, ids);
  const earnings = await earningsTotalsOf(db, ids);
  const courseCounts = await courseCountsOf(db, ids);
  return new Map(
    rows.map((row) => {
      const adjustment = adjusted.get(row.id);
      const counts = courseCounts.get(row.id);
      return [
        row.id,
        {
          testAttempts: row.testAttempts + (adjustment?.testAttempts ?? 0),
          earningsCents: earnings.get(row.id) ?? 0,
          coursesCreated: (counts?.coursesCreated ?? 0) + (adjustment?.coursesCreated ?? 0),
          coursesSold: (counts?.coursesSold ?? 0) + (adjustment?.coursesSold ?? 0),
        },
      ];
    }),
  );
}

/**
 * A figure as shown: counts never below 0 (a refund after an admin's correction could take the
 * sum lower); earnings as the ledger sums them, even below 0, so money always reconciles.
 */
export function shownFigures(figures: Figures): Figures {
  return {
    testAttempts: Math.max(0, figures.testAttempts),
    earningsCents: figures.earningsCents,
    coursesCreated: Math.max(0, figures.coursesCreated),
    coursesSold: Math.max(0, figures.coursesSold),
  };
}

export const NO_FIGURES: Figures = { testAttempts: 0, earningsCents: 0, coursesCreated: 0, coursesSold: 0 };

/** The later of the account's last test and last sign-in, ISO 8601; null when it has neither. */
function lastActivityOf(row: UserRow): string | null {
  const times = [row.lastTestDate, row.lastSignInAt].flatMap((time) => (time ? [new Date(time).getTime()] : []));
  return times.length === 0 ? null : new Date(Math.max(...times)).toISOString();
}

function toManagedUser(row: UserRow, figures: Figures): ManagedUser {
  return {
    ...toAccountUser(row),
    lastActivityAt: lastActivityOf(row),
    ...shownFigures(figures),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `rows` as the table shows them, in their order, with their figures computed in a few grouped queries (no query per row). */
export async function toManagedUsers(db: Database, rows: readonly UserRow[]): Promise<ManagedUser[]> {
  const figures = await figuresOf(db, rows);
  return rows.map((row) => toManagedUser(row, figures.get(row.id) ?? NO_FIGURES));
}
