import { asc, eq } from 'drizzle-orm';
import { AUTHORED_DIFFICULTY } from '../../../shared/exams/cat/authored-difficulty';
import type { Database } from '../../db/client';
import { listBankItems } from '../exams/service';
import { type CalibrationStatus, calibrationRuns, itemCalibrations } from './tables';

/** An item's difficulty as the adaptive test uses it (logits), and whether it is scored. */
export interface ItemDifficulty {
  difficulty: number;
  status: CalibrationStatus;
}

/** How long a process keeps the difficulties before reading them again (milliseconds), so another instance's run shows within a minute. */
const CACHE_MS = 60_000;

let cache = new WeakMap<Database, { loadedAt: number; value: Promise<Map<string, ItemDifficulty>> }>();

/**
 * The status of an item without an `item_calibrations` row (decision 015): the bank as authored is
 * operational from the start; an item added to the bank after the first finished calibration run
 * started is pretest until a run promotes it.
 */
export function statusWithoutCalibration(addedAt: Date, firstRunStartedAt: Date | null): CalibrationStatus {
  return firstRunStartedAt !== null && addedAt.getTime() > firstRunStartedAt.getTime() ? 'pretest' : 'operational';
}

/** When the first finished calibration run started; null before any. */
export async function firstFinishedRunStart(db: Database): Promise<Date | null> {
  const [first] = await db
    .select({ startedAt: calibrationRuns.startedAt })
    .from(calibrationRuns)
    .where(eq(calibrationRuns.status, 'finished'))
    .orderBy(asc(calibrationRuns.startedAt))
    .limit(1);
  return first?.startedAt ?? null;
}

async function readItemDifficulties(db: Database): Promise<Map<string, ItemDifficulty>> {
  const [items, rows, firstRun] = await Promise.all([
    listBankItems(db),
    db
      .select({
        itemId: itemCalibrations.itemId,
        difficulty: itemCalibrations.difficulty,
        source: itemCalibrations.source,
        status: itemCalibrations.status,
      })
      .from(itemCalibrations),
    firstFinishedRunStart(db),
  ]);
  const byId = new Map(rows.map((row) => [row.itemId, row]));
  return new Map(
    items.map((item) => {
      const row = byId.get(item.id);
      return [
        item.id,
        {
          difficulty: row?.source === 'calibrated' ? row.difficulty : AUTHORED_DIFFICULTY[item.level],
          status: row?.status ?? statusWithoutCalibration(item.addedAt, firstRun),
        },
      ];
    }),
  );
}

/**
 * Every active item of the bank with the difficulty the adaptive test uses (docs/nclex.md §5,
 * decision 015): its calibrated difficulty when a run calibrated it, else AUTHORED_DIFFICULTY of
 * its authored level (logits); and its status: an item's `item_calibrations` row says, else
 * `statusWithoutCalibration`. Read on every adaptive answer, so each process keeps it for at most
 * 60 seconds (a run elsewhere shows within a minute) and forgets it after a run of its own.
 */
export function loadItemDifficulties(db: Database, now = Date.now()): Promise<Map<string, ItemDifficulty>> {
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < CACHE_MS) return cached.value;
  const value = readItemDifficulties(db);
  cache.set(db, { loadedAt: now, value });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Forgets every cached difficulty (after a calibration run, and in tests). */
export function clearDifficultyCache(): void {
  cache = new WeakMap();
}
