import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bigintSum } from '../../db/sums';
import { type AdjustedFigure, figureAdjustments } from './tables';

// This module imports no other feature: the marketplace's trainer dashboard reads it, and user
// management's service reads the marketplace, so a cycle must not start here.

/** The sums of an account's adjustments of each counted figure (issue 12); 0 where there is none. */
type FigureAdjustmentTotals = Record<AdjustedFigure, number>;

const NONE: FigureAdjustmentTotals = { testAttempts: 0, coursesCreated: 0, coursesSold: 0 };

/**
 * The sum of the adjustments of each counted figure (test attempts, courses created, courses sold)
 * for each of `userIds`, in one grouped query. Users without any are absent from the map.
 */
export async function figureAdjustmentsOfUsers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, FigureAdjustmentTotals>> {
  const totals = new Map<string, FigureAdjustmentTotals>();
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({
      userId: figureAdjustments.userId,
      figure: figureAdjustments.figure,
      total: bigintSum(figureAdjustments.delta),
    })
    .from(figureAdjustments)
    .where(inArray(figureAdjustments.userId, [...new Set(userIds)]))
    .groupBy(figureAdjustments.userId, figureAdjustments.figure);
  for (const row of rows) {
    const entry = totals.get(row.userId) ?? { ...NONE };
    entry[row.figure] = row.total;
    totals.set(row.userId, entry);
  }
  return totals;
}

/**
 * What an admin added to or took from `userId`'s counted figures (issue 12, decision 011): the
 * figure shown is what the records count plus this. Each is 0 when never adjusted.
 */
export async function figureAdjustmentsOf(db: Database, userId: string): Promise<FigureAdjustmentTotals> {
  return (await figureAdjustmentsOfUsers(db, [userId])).get(userId) ?? { ...NONE };
}

/**
 * Appends one adjustment per figure of `deltas` that is not 0, with the admin, the time and the
 * reason (nothing is overwritten). Run it in the edit's transaction.
 */
export async function writeFigureAdjustments(
  db: Database,
  {
    userId,
    deltas,
    adminId,
    reason,
    at,
  }: { userId: string; deltas: Partial<FigureAdjustmentTotals>; adminId: string; reason: string; at: Date },
): Promise<void> {
  const rows = Object.entries(deltas)
    .filter(([, delta]) => delta !== undefined && delta !== 0)
    .map(([figure, delta]) => ({
      userId,
      figure: figure as AdjustedFigure,
      delta: delta as number,
      createdById: adminId,
      reason,
      createdAt: at,
    }));
  if (rows.length > 0) await db.insert(figureAdjustments).values(rows);
}
