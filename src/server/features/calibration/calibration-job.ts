import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CALIBRATION_RUNNING, type CalibrationRunSummary } from '../../../shared/calibration/item-statistics';
import { AUTHORED_DIFFICULTY } from '../../../shared/exams/cat/authored-difficulty';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { listBankItems } from '../exams/service';
import { clearDifficultyCache, firstFinishedRunStart, statusWithoutCalibration } from './difficulties';
import { calibrateItems, type ItemCalibrationResult, type ScoredResponse } from './rasch-calibration';
import {
  type CalibrationStatus,
  type CalibrationTrigger,
  calibrationRuns,
  itemCalibrations,
  itemResponses,
} from './tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RunRow = typeof calibrationRuns.$inferSelect;

/** The advisory lock key that lets one calibration run at a time across every instance (an arbitrary constant). */
const CALIBRATION_LOCK_KEY = 727_022;
/** How often the schedule looks whether a run is due (milliseconds): hourly. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** A scheduled run is due this long after the last one started (milliseconds): daily. */
const RUN_EVERY_MS = 24 * 60 * 60 * 1000;
/** Rows per upsert statement (14 parameters a row). */
const UPSERT_BATCH = 2000;

/** The databases this process is calibrating now (PGlite is one session: its advisory locks cannot tell two runs apart). */
const runningHere = new WeakSet<Database>();

/** 409 calibration_running. */
const busy = () => new AppError('calibration_running', { status: 409, message: CALIBRATION_RUNNING });

/** A run row as the API shows it. */
export function toRunSummary(row: RunRow): CalibrationRunSummary {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    persons: row.persons,
    responses: row.responses,
    itemsCalibrated: row.itemsCalibrated,
    itemsPromoted: row.itemsPromoted,
    iterations: row.iterations,
    error: row.error,
  };
}

/** Who and what started a run, and when (the app's clock). */
export interface RunOptions {
  trigger: CalibrationTrigger;
  /** The admin who asked for it; null for the schedule and the demo. */
  requestedBy: string | null;
  now: Date;
}

/**
 * One calibration run (issue 22 item 5, decision 015): reads every response to the bank's active
 * items, estimates difficulties by JMLE (calibrateItems) anchored to the previous run's calibrated
 * items (the first time, to the authored difficulties), and writes each active item's
 * `item_calibrations` row: items with at least MIN_RESPONSES responses get their calibrated
 * difficulty, standard error, fit and flags; items below it keep (or get) their authored difficulty
 * with their descriptive statistics; a pretest item calibrated with acceptable fit (not extreme, not
 * flagged 'misfit') becomes operational and counts as promoted. The `calibration_runs` row records
 * the run (written as running, finished with its counts, in one transaction; a failure is recorded
 * as a failed run with its error). One run at a time: a PostgreSQL advisory lock taken for the run's
 * transaction (pg_try_advisory_xact_lock) across instances, and a guard per database in this
 * process. Errors: 409 `calibration_running` when a run is in progress. Clears the difficulty cache.
 */
export async function runCalibration(db: Database, options: RunOptions): Promise<CalibrationRunSummary> {
  if (runningHere.has(db)) throw busy();
  runningHere.add(db);
  const started = performance.now();
  const finishedAt = () => new Date(options.now.getTime() + Math.round(performance.now() - started));
  try {
    return await db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${CALIBRATION_LOCK_KEY}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (lock.rows[0]?.locked !== true) throw busy();
      const [run] = await tx
        .insert(calibrationRuns)
        .values({
          trigger: options.trigger,
          requestedBy: options.requestedBy,
          status: 'running',
          startedAt: options.now,
        })
        .returning({ id: calibrationRuns.id });
      if (!run) throw new Error('The calibration run could not be recorded.');
      const counts = await calibrate(tx, options.now);
      const [finished] = await tx
        .update(calibrationRuns)
        .set({ status: 'finished', finishedAt: finishedAt(), ...counts })
        .where(eq(calibrationRuns.id, run.id))
        .returning();
      return toRunSummary(finished as RunRow);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    await db
      .insert(calibrationRuns)
      .values({
        trigger: options.trigger,
        requestedBy: options.requestedBy,
        status: 'failed',
        startedAt: options.now,
        finishedAt: finishedAt(),
        error: error instanceof Error ? error.message.slice(0, 1000) : String(error),
      })
      .catch(() => {});
    throw error;
  } finally {
    runningHere.delete(db);
    clearDifficultyCache();
  }
}

/** The estimation and the writes of one run; returns the run's counts. */
async function calibrate(tx: Transaction, now: Date) {
  const [items, previous, firstRun] = await Promise.all([
    listBankItems(tx),
    tx.select().from(itemCalibrations),
    firstFinishedRunStart(tx),
  ]);
  const responses = await readResponses(tx, new Set(items.map((item) => item.id)));

  const previousById = new Map(previous.map((row) => [row.itemId, row]));
  const calibratedBefore = previous.filter((row) => row.source === 'calibrated');
  // The scale's anchor: the previous run's calibrated items, or, the first time, the authored difficulties.
  const anchors = new Map(
    calibratedBefore.length > 0
      ? calibratedBefore.map((row) => [row.itemId, row.difficulty])
      : items.map((item) => [item.id, AUTHORED_DIFFICULTY[item.level]]),
  );
  const result = calibrateItems(responses, { anchors });
  const results = new Map(result.items.map((item) => [item.itemId, item]));

  let itemsCalibrated = 0;
  let itemsPromoted = 0;
  const rows = items.map((item) => {
    const before = previousById.get(item.id);
    const statistics = results.get(item.id);
    const status: CalibrationStatus = before?.status ?? statusWithoutCalibration(item.addedAt, firstRun);
    const described = {
      itemId: item.id,
      responses: statistics?.responses ?? 0,
      percentCorrect: statistics?.percentCorrect ?? null,
      pointBiserial: statistics?.pointBiserial ?? null,
      updatedAt: now,
    };
    if (statistics?.calibrated && statistics.difficulty !== null) {
      itemsCalibrated++;
      const promoted = status === 'pretest' && fitsWell(statistics);
      if (promoted) itemsPromoted++;
      return {
        ...described,
        difficulty: statistics.difficulty,
        source: 'calibrated' as const,
        status: promoted ? ('operational' as const) : status,
        standardError: statistics.standardError,
        infit: statistics.infit,
        outfit: statistics.outfit,
        flags: statistics.flags,
        calibratedAt: now,
      };
    }
    if (before?.source === 'calibrated') {
      // Calibrated before but not now (its responses fell below the minimum or all came from
      // extreme sittings): it keeps its last calibration.
      return {
        ...described,
        difficulty: before.difficulty,
        source: 'calibrated' as const,
        status,
        standardError: before.standardError,
        infit: before.infit,
        outfit: before.outfit,
        flags: before.flags,
        calibratedAt: before.calibratedAt,
      };
    }
    return {
      ...described,
      difficulty: AUTHORED_DIFFICULTY[item.level],
      source: 'authored' as const,
      status,
      standardError: null,
      infit: null,
      outfit: null,
      flags: [],
      calibratedAt: null,
    };
  });
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await tx
      .insert(itemCalibrations)
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflictDoUpdate({
        target: itemCalibrations.itemId,
        set: {
          difficulty: sql`excluded.difficulty`,
          source: sql`excluded.source`,
          status: sql`excluded.status`,
          standardError: sql`excluded.standard_error`,
          infit: sql`excluded.infit`,
          outfit: sql`excluded.outfit`,
          responses: sql`excluded.responses`,
          percentCorrect: sql`excluded.percent_correct`,
          pointBiserial: sql`excluded.point_biserial`,
          flags: sql`excluded.flags`,
          calibratedAt: sql`excluded.calibrated_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return {
    persons: result.persons,
    responses: result.responses,
    itemsCalibrated,
    itemsPromoted,
    iterations: result.iterations,
  };
}

/**
 * Every recorded response to the items `active`, as the estimation reads them. Read as one JSON
 * array built by the database (on PGlite three times faster than Drizzle's row mapping of the
 * demo's 35,000 rows); responses to retired items are dropped here.
 */
async function readResponses(tx: Transaction, active: ReadonlySet<string>): Promise<ScoredResponse[]> {
  const result = (await tx.execute(
    sql`select coalesce(json_agg(json_build_array(${itemResponses.attemptId}, ${itemResponses.itemId}, ${itemResponses.score}, ${itemResponses.possible})), '[]')::text as data
        from ${itemResponses}`,
  )) as unknown as { rows: { data: string }[] };
  const rows = JSON.parse(result.rows[0]?.data ?? '[]') as [string, string, number, number][];
  const responses: ScoredResponse[] = [];
  for (const [personId, itemId, score, possible] of rows) {
    if (active.has(itemId)) responses.push({ personId, itemId, score, possible });
  }
  return responses;
}

/** A pretest item's fit is acceptable for promotion: an estimate from its own responses (not extreme) and no 'misfit' flag. */
function fitsWell(statistics: ItemCalibrationResult): boolean {
  return statistics.extreme === null && !statistics.flags.includes('misfit');
}

/** The latest run (any status), or null before the first. */
export async function latestRun(db: Database): Promise<CalibrationRunSummary | null> {
  const [row] = await db.select().from(calibrationRuns).orderBy(desc(calibrationRuns.startedAt)).limit(1);
  return row ? toRunSummary(row) : null;
}

/**
 * Whether the schedule should run now: never run (or never finished), or the last finished run
 * started a day or more before `now`; and in either case responses were recorded since that run
 * started (no new evidence, no run, so an empty database never records a run).
 */
export async function calibrationDue(db: Database, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ startedAt: calibrationRuns.startedAt })
    .from(calibrationRuns)
    .where(eq(calibrationRuns.status, 'finished'))
    .orderBy(desc(calibrationRuns.startedAt))
    .limit(1);
  if (last && now.getTime() - last.startedAt.getTime() < RUN_EVERY_MS) return false;
  const [fresh] = await db
    .select({ itemId: itemResponses.itemId })
    .from(itemResponses)
    .where(last ? sql`${itemResponses.answeredAt} >= ${last.startedAt}` : undefined)
    .limit(1);
  return fresh !== undefined;
}

/**
 * The scheduled calibration (issue 22 item 5): when the app is ready and then hourly, a run with
 * trigger 'schedule' if one is due (calibrationDue: daily, and only with new responses), on the
 * app's clock. A run in progress elsewhere is skipped quietly; a failure is logged (and recorded as a
 * failed run) and retried at the next check. The timer does not keep the process alive; closing the
 * app stops it and waits for a check in progress.
 */
export function scheduleCalibration(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  const check = async () => {
    try {
      const now = app.clock();
      if (!(await calibrationDue(app.db, now))) return;
      const run = await runCalibration(app.db, { trigger: 'schedule', requestedBy: null, now });
      app.log.info({ run }, 'calibration run finished');
    } catch (error) {
      if (error instanceof AppError && error.code === 'calibration_running') return;
      app.log.error({ err: error }, 'scheduled calibration failed');
    }
  };
  const start = () => {
    checking ??= check().finally(() => {
      checking = undefined;
    });
  };
  app.addHook('onReady', async () => {
    start();
    timer = setInterval(start, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checking;
  });
}
