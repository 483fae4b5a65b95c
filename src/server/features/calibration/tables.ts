import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/timestamps';
import { users } from '../account/tables';

/** Where a scored response came from: a real attempt, or the demo data's simulated candidates. */
export type ResponseSource = 'attempt' | 'simulated';

/**
 * Every scored response the calibration learns from (docs/nclex.md §5): one row per item per
 * sitting, written when an item is scored (a submitted fixed test, a committed adaptive answer).
 * The sitting (`attemptId`) is the person of the Rasch estimation. Not tied to `exam_attempts`, so
 * the scheduled deletion of visitors' attempts does not shrink the calibration's evidence.
 */
export const itemResponses = pgTable(
  'item_responses',
  {
    attemptId: uuid().notNull(),
    itemId: text().notNull(),
    /** Points earned, 0..possible. */
    score: integer().notNull(),
    possible: integer().notNull(),
    source: text().$type<ResponseSource>().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.itemId] }),
    index('item_responses_item_idx').on(table.itemId),
  ],
);

/** Whether the adaptive test scores an item (`operational`) or asks it unscored to calibrate it (`pretest`). */
export type CalibrationStatus = 'operational' | 'pretest';

/** Where an item's difficulty comes from: its authored level (the documented mapping) or a calibration run. */
export type DifficultySource = 'authored' | 'calibrated';

/** Why the item statistics page flags an item. */
export type ItemStatisticFlag = 'misfit' | 'too-easy' | 'too-hard' | 'low-discrimination';

/**
 * The difficulty of each item on the logit scale, as the adaptive test uses it, and the statistics
 * of the run that set it (responses, percent correct, point-biserial, standard error, infit and
 * outfit mean squares). An item without a row has its authored difficulty and is operational.
 */
export const itemCalibrations = pgTable('item_calibrations', {
  itemId: text().primaryKey(),
  /** Logits. */
  difficulty: doublePrecision().notNull(),
  source: text().$type<DifficultySource>().notNull(),
  status: text().$type<CalibrationStatus>().notNull(),
  /** Logits; null until calibrated. */
  standardError: doublePrecision(),
  infit: doublePrecision(),
  outfit: doublePrecision(),
  responses: integer().notNull().default(0),
  /** Mean score over possible, in percent (0-100). */
  percentCorrect: doublePrecision(),
  pointBiserial: doublePrecision(),
  flags: jsonb().$type<ItemStatisticFlag[]>().notNull().default([]),
  calibratedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** What started a calibration run. */
export type CalibrationTrigger = 'schedule' | 'admin' | 'demo';

/** One run of the calibration job: what it used, what it changed, and how it ended. */
export const calibrationRuns = pgTable('calibration_runs', {
  id: uuid().primaryKey().defaultRandom(),
  trigger: text().$type<CalibrationTrigger>().notNull(),
  requestedBy: text().references(() => users.id, { onDelete: 'set null' }),
  status: text().$type<'running' | 'finished' | 'failed'>().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  persons: integer().notNull().default(0),
  responses: integer().notNull().default(0),
  itemsCalibrated: integer().notNull().default(0),
  /** Pretest items that became operational in this run. */
  itemsPromoted: integer().notNull().default(0),
  iterations: integer().notNull().default(0),
  error: text(),
  ...timestamps,
});
