import { z } from 'zod/mini';
import { DIFFICULTIES } from '../exams/question-bank';
import { msg } from '../i18n/msg';
import { pageNumber } from '../pagination';

/**
 * Contracts of item calibration (issue 22 item 5, decision 015): the admins' item statistics page
 * (/item-statistics) and its "Run calibration now". Difficulties and standard errors are logits on
 * the scale of the adaptive test (0 = the NCLEX-RN passing standard, positive = harder); percent
 * correct is 0-100; times are ISO 8601.
 */

/** Why an item is flagged (the legend's words: ITEM_FLAG_LABELS). */
export const ITEM_STATISTIC_FLAGS = ['misfit', 'too-easy', 'too-hard', 'low-discrimination'] as const;
export type ItemStatisticFlagName = (typeof ITEM_STATISTIC_FLAGS)[number];

/** Each flag's badge and its explanation in the legend (the limits of rasch-calibration.ts, decision 015). */
export const ITEM_FLAG_LABELS: Record<ItemStatisticFlagName, { label: string; explanation: string }> = {
  misfit: {
    label: msg('Misfit'),
    explanation: msg(
      'Infit or outfit mean square outside 0.7-1.3 (Wright and Linacre 1994), and beyond chance (t beyond ±2): answers do not follow ability as the model expects. Check the key and the wording.',
    ),
  },
  'too-easy': {
    label: msg('Too easy'),
    explanation: msg(
      'More than 95% of the points earned, or a difficulty below -3 logits: it tells almost nothing about a candidate.',
    ),
  },
  'too-hard': {
    label: msg('Too hard'),
    explanation: msg(
      'Less than 5% of the points earned, or a difficulty above +3 logits: check the key, or keep it for the strongest candidates.',
    ),
  },
  'low-discrimination': {
    label: msg('Low discrimination'),
    explanation: msg(
      'Point-biserial below 0.1: stronger candidates do no better on it than weaker ones. Check the key and the distractors.',
    ),
  },
};

/** Whether the adaptive test scores an item, or asks it unscored to calibrate it. */
export const CALIBRATION_STATUSES = ['operational', 'pretest'] as const;
/** Where an item's difficulty comes from. */
export const DIFFICULTY_SOURCES = ['authored', 'calibrated'] as const;
/** What started a run. */
export const CALIBRATION_TRIGGERS = ['schedule', 'admin', 'demo'] as const;
export const CALIBRATION_RUN_STATUSES = ['running', 'finished', 'failed'] as const;

/** The columns the table sorts by. */
export const ITEM_STATISTICS_SORTS = [
  'itemId',
  'responses',
  'percentCorrect',
  'pointBiserial',
  'difficulty',
  'standardError',
  'infit',
  'outfit',
] as const;
export type ItemStatisticsSort = (typeof ITEM_STATISTICS_SORTS)[number];

/** Rows per page of the table. */
export const ITEM_STATISTICS_PAGE_SIZE = 50;

/** What a non-admin reads at /item-statistics. */
export const ITEM_STATISTICS_RESTRICTED = msg('Access Restricted: This page is only available for administrators.');

/** The 409 when a run is asked for while one is in progress. */
export const CALIBRATION_RUNNING = msg(
  'A calibration run is already in progress. Wait a minute for it to finish, then reload this page to see its results.',
);

const flag = z._default(
  z.pipe(
    z.enum(['true', 'false'], { error: msg('flagged must be true or false.') }),
    z.transform((value) => value === 'true'),
  ),
  false,
);

/** GET /api/admin/item-statistics?flagged=&sort=&order=&page=: flagged items only, sorted by a column (nulls last), page from 1. */
export const itemStatisticsQuerySchema = z.object({
  flagged: flag,
  sort: z._default(
    z.enum(ITEM_STATISTICS_SORTS, {
      error: msg('sort must be one of {{itemStatisticsSorts}}.', {
        itemStatisticsSorts: ITEM_STATISTICS_SORTS.join(', '),
      }),
    }),
    'itemId',
  ),
  order: z._default(z.enum(['asc', 'desc'], { error: msg('order must be asc or desc.') }), 'asc'),
  page: pageNumber,
});
/** The query as the browser sends it (every field optional). */
export type ItemStatisticsQuery = z.input<typeof itemStatisticsQuerySchema>;
/** The query as the server reads it (defaults applied). */
export type ItemStatisticsListQuery = z.output<typeof itemStatisticsQuerySchema>;

/** One item's row: what it is, where its difficulty comes from, and its statistics as of the latest run that included it. */
export const itemStatisticsRowSchema = z.object({
  itemId: z.string(),
  itemType: z.string(),
  subject: z.string(),
  clientNeeds: z.string(),
  /** The authored level (easy, medium or hard). */
  level: z.enum(DIFFICULTIES),
  status: z.enum(CALIBRATION_STATUSES),
  source: z.enum(DIFFICULTY_SOURCES),
  /** Responses in the latest run (for an item never in a run: recorded so far). */
  responses: z.int(),
  percentCorrect: z.nullable(z.number()),
  pointBiserial: z.nullable(z.number()),
  /** Logits: calibrated, or from the authored level. */
  difficulty: z.number(),
  standardError: z.nullable(z.number()),
  infit: z.nullable(z.number()),
  outfit: z.nullable(z.number()),
  flags: z.array(z.enum(ITEM_STATISTIC_FLAGS)),
  calibratedAt: z.nullable(z.string()),
});
export type ItemStatisticsRow = z.infer<typeof itemStatisticsRowSchema>;

/** A calibration run, as the page and POST /api/admin/calibration-runs show it. */
export const calibrationRunSummarySchema = z.object({
  id: z.string(),
  trigger: z.enum(CALIBRATION_TRIGGERS),
  status: z.enum(CALIBRATION_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Sittings in the estimation (those with a score neither zero nor full). */
  persons: z.int(),
  /** Responses in the estimation. */
  responses: z.int(),
  itemsCalibrated: z.int(),
  /** Pretest items that became operational. */
  itemsPromoted: z.int(),
  iterations: z.int(),
  error: z.nullable(z.string()),
});
export type CalibrationRunSummary = z.infer<typeof calibrationRunSummarySchema>;

/** GET /api/admin/item-statistics: one page of rows, the counts over the whole bank, and the latest run (null before any). */
export const itemStatisticsSchema = z.object({
  rows: z.array(itemStatisticsRowSchema),
  /** Rows matching the filter (all pages). */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totals: z.object({
    items: z.int(),
    calibrated: z.int(),
    flagged: z.int(),
    pretest: z.int(),
  }),
  latestRun: z.nullable(calibrationRunSummarySchema),
  /** Responses an item needs before it is calibrated. */
  minResponses: z.int(),
});
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;

/** POST /api/admin/calibration-runs: the run just finished. */
export const calibrationRunResponseSchema = z.object({ run: calibrationRunSummarySchema });
export type CalibrationRunResponse = z.infer<typeof calibrationRunResponseSchema>;
