import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { caseStudyPlaceSchema, caseStudyViewSchema } from '../../items/item-group';
import { type itemResponseSchema, itemViewSchema } from '../../items/registry';
import { CLIENT_NEEDS } from '../question-bank';
import { PERFORMANCE_LEVELS } from './readiness';

/**
 * Contracts of the adaptive exam's endpoints (docs/nclex.md §5; issue 22), used by the server's
 * routes and the client's fetchers. Abilities, standards and standard errors are logits; times
 * ISO 8601 strings; durations whole seconds; probabilities 0-1.
 */

/** The two adaptive exams: NCLEX-RN and NCLEX-PN. */
export const CAT_EXAM_IDS = ['rn', 'pn'] as const;
export type CatExamId = (typeof CAT_EXAM_IDS)[number];

/** How an adaptive test ended: pass or fail. */
export type AdaptiveOutcome = 'pass' | 'fail';

/**
 * The rule that decided it (NCSBN, "NCLEX Examination: Computerized Adaptive Testing"): the 95%
 * confidence rule, the maximum-length rule, or the run-out-of-time rule (October 2020).
 */
export const ADAPTIVE_RULES = ['confidence', 'maximum-length', 'time'] as const;
export type AdaptiveRule = (typeof ADAPTIVE_RULES)[number];

/** One committed item of an adaptive attempt, as the state keeps it. */
export interface AdaptiveItemRecord {
  /** 1-based item number. */
  number: number;
  itemId: string;
  clientNeeds: (typeof CLIENT_NEEDS)[number];
  /** Logits, as used when the answer was scored. */
  difficulty: number;
  earned: number;
  possible: number;
  /** False for a pretest item (asked, not scored). */
  scored: boolean;
}

/** The ability estimate after the answer to item `number` (its 1-based number). */
export const trajectoryPointSchema = z.object({
  number: z.int(),
  theta: z.number(),
  standardError: z.number(),
});
export type TrajectoryPoint = z.infer<typeof trajectoryPointSchema>;

/** Body of POST /api/exams/adaptive: which exam to start. */
export const startAdaptiveBodySchema = z.strictObject(
  { exam: z.enum(CAT_EXAM_IDS, { error: msg('exam must be "rn" (NCLEX-RN) or "pn" (NCLEX-PN).') }) },
  { error: msg('The body must be a JSON object like {"exam": "rn"}.') },
);
export type StartAdaptiveBody = z.infer<typeof startAdaptiveBodySchema>;

/**
 * Body of POST /api/exams/adaptive/:attemptId/answers: the answer to the current item, committed
 * (no going back). `number` is the item's 1-based number, so a stale page cannot answer another.
 */
export const commitAdaptiveAnswerBodySchema = z.strictObject(
  {
    number: z.int({ error: msg('number must be the item number shown on the screen.') }),
    response: z.custom<z.infer<typeof itemResponseSchema>>(),
    secondsSpent: z.optional(z.int().check(z.minimum(0), z.maximum(3600))),
  },
  { error: msg('The body must be a JSON object like {"number": 1, "response": {...}}.') },
);
export type CommitAdaptiveAnswerBody = z.infer<typeof commitAdaptiveAnswerBodySchema>;

/** The item being asked: its number, the item without its key, and its case study unfolded to it. */
export const adaptiveCurrentItemSchema = z.object({
  number: z.int(),
  item: itemViewSchema,
  caseStudy: z.optional(caseStudyPlaceSchema),
  caseStudyView: z.optional(caseStudyViewSchema),
});
export type AdaptiveCurrentItem = z.infer<typeof adaptiveCurrentItemSchema>;

/** One client-needs category of the report (scored items only). */
export const categoryPerformanceSchema = z.object({
  clientNeeds: z.enum(CLIENT_NEEDS),
  /** The category's name in this exam's test plan (PN: "Coordinated Care", "Pharmacological Therapies"). */
  label: z.string(),
  items: z.int(),
  performance: z.enum(PERFORMANCE_LEVELS),
});
export type CategoryPerformance = z.infer<typeof categoryPerformanceSchema>;

/** The Candidate Performance Report of a decided adaptive attempt. */
export const performanceReportSchema = z.object({
  outcome: z.enum(['pass', 'fail']),
  decidedBy: z.enum(ADAPTIVE_RULES),
  decidedAt: z.iso.datetime(),
  itemsAnswered: z.int(),
  scoredItems: z.int(),
  theta: z.number(),
  standardError: z.number(),
  /** The 95% interval theta ± 1.96 SE, logits. */
  lower: z.number(),
  upper: z.number(),
  /** P(theta > standard) by the normal approximation, 0-1. */
  probabilityOfPassing: z.number(),
  trajectory: z.array(trajectoryPointSchema),
  categories: z.array(categoryPerformanceSchema),
  timeSpentSeconds: z.int(),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

/**
 * An adaptive attempt: in progress with its current item and clock, or decided with its report.
 * `passingStandard` in logits; `remainingSeconds` by the server's clock.
 */
export const adaptiveAttemptSchema = z.object({
  id: z.uuid(),
  exam: z.enum(CAT_EXAM_IDS),
  title: z.string(),
  passingStandard: z.number(),
  startedAt: z.iso.datetime(),
  timeLimitSeconds: z.int(),
  minItems: z.int(),
  maxItems: z.int(),
  status: z.enum(['in_progress', 'decided']),
  deadline: z.iso.datetime(),
  remainingSeconds: z.int(),
  current: z.nullable(adaptiveCurrentItemSchema),
  report: z.nullable(performanceReportSchema),
});
export type AdaptiveAttempt = z.infer<typeof adaptiveAttemptSchema>;

/** One decided adaptive attempt on the dashboard's readiness trend. */
export const readinessPointSchema = z.object({
  attemptId: z.uuid(),
  exam: z.enum(CAT_EXAM_IDS),
  decidedAt: z.iso.datetime(),
  theta: z.number(),
  standardError: z.number(),
  passingStandard: z.number(),
  outcome: z.enum(['pass', 'fail']),
  probabilityOfPassing: z.number(),
  itemsAnswered: z.int(),
});
export type ReadinessPoint = z.infer<typeof readinessPointSchema>;

/** GET /api/exams/adaptive/readiness: the user's decided adaptive attempts, oldest first, and any in progress. */
export const readinessSchema = z.object({
  attempts: z.array(readinessPointSchema),
  inProgress: z.nullable(z.object({ attemptId: z.uuid(), exam: z.enum(CAT_EXAM_IDS), itemsAnswered: z.int() })),
});
export type Readiness = z.infer<typeof readinessSchema>;
