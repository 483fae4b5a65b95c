import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';
import { caseStudyPlaceSchema, caseStudyViewSchema } from '../items/item-group';
import { type ItemResponse, itemResponseSchema, itemSolutionSchema, itemViewSchema } from '../items/registry';
import { EXAM_MODES, FORM_KINDS } from './forms';
import { itemPeersSchema } from './peer-schemas';
import { SCORE_BANDS } from './rules';

/**
 * Contracts of the exam endpoints (spec §2 "Training Center", "Sample test"; §4 "Quiz"), used by
 * the server's routes and the client's fetchers. zod/mini keeps them small enough to ship to the
 * browser. Times are ISO 8601 strings; durations whole seconds; scores points and whole percents.
 */

/** Path parameters naming one attempt. The id is a random UUID, known only to its browser. */
export const attemptParamsSchema = z.object({
  attemptId: z.uuid({ error: msg('The attempt id must be a UUID, as returned when the attempt started.') }),
});

/** Path parameters naming one item of one attempt. */
export const attemptItemParamsSchema = z.extend(attemptParamsSchema, {
  itemId: entityId(msg('The item id')),
});

/** Path parameters naming one exam form. */
export const formParamsSchema = z.object({
  formId: entityId(msg('The form id')),
});

/**
 * Body of POST /api/exams/forms/:formId/attempts: Timed (the default), Tutor or NCLEX-like mode (the
 * Full practice exam only), for NGN Practice the one item type to practise, and for Case Studies
 * the case study (both optional).
 */
export const startAttemptBodySchema = z.strictObject(
  {
    mode: z.optional(z.enum(EXAM_MODES, { error: msg('mode must be "timed", "tutor" or "nclex".') })),
    itemType: z.optional(
      z.string({ error: msg('itemType must be the name of an item type, like "bow-tie".') }).check(z.maxLength(64)),
    ),
    caseStudyId: z.optional(
      entityId('caseStudyId', msg('caseStudyId must be the id of a case study, like "cs-medsurg-01".')),
    ),
  },
  { error: msg('The body must be a JSON object like {"mode": "tutor"}.') },
);

/** The most seconds one request may add to an item's time (an item left open for an hour is reported in parts). */
export const MAX_SECONDS_PER_REPORT = 3600;

/**
 * Body of PATCH /api/exams/attempts/:attemptId/items/:itemId: any of the item's response (null
 * clears it; its shape depends on the item type), its flag for review, and seconds spent on it
 * since the last report. At least one.
 */
export const updateAttemptItemBodySchema = z
  .strictObject(
    {
      // Checked against the item's own type by the server (parseItemResponse), which names the type
      // and the shape it takes: a union of every type's shape would list all sixteen.
      response: z.optional(z.nullable(z.custom<ItemResponse>())),
      flagged: z.optional(z.boolean({ error: msg('flagged must be true or false.') })),
      /** "Not sure" (issue 25 item 3): a right answer so marked still becomes a flashcard. Not in NCLEX-like mode. */
      lowConfidence: z.optional(z.boolean({ error: msg('lowConfidence must be true or false.') })),
      addSeconds: z.optional(
        z.int({ error: msg('addSeconds must be a whole number of seconds.') }).check(
          z.minimum(0, { error: msg('addSeconds must not be negative.') }),
          z.maximum(MAX_SECONDS_PER_REPORT, {
            error: msg('addSeconds must be at most {{maxSecondsPerReport}}.', {
              maxSecondsPerReport: MAX_SECONDS_PER_REPORT,
            }),
          }),
        ),
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? msg('Unknown field {{fields}}: send "response", "flagged", "lowConfidence" or "addSeconds".', {
              fields: issue.keys.map((key) => `"${key}"`).join(', '),
            })
          : msg('The body must be a JSON object like {"response": {"choice": 2}}.'),
    },
  )
  .check(
    z.refine(
      (body) =>
        body.response !== undefined ||
        body.flagged !== undefined ||
        body.lowConfidence !== undefined ||
        body.addSeconds !== undefined,
      { error: msg('Send at least one of "response", "flagged", "lowConfidence" or "addSeconds".') },
    ),
  );

export type UpdateAttemptItemBody = z.infer<typeof updateAttemptItemBodySchema>;

/** The state of one item of an attempt after a change. */
export const attemptItemStateSchema = z.object({
  itemId: z.string(),
  position: z.int(),
  response: z.nullable(itemResponseSchema),
  flagged: z.boolean(),
  /** Present (true) when the student marked the item "Not sure" (issue 25 item 3). */
  lowConfidence: z.optional(z.boolean()),
  secondsSpent: z.int(),
  /** After an answer to an item of a case study: the case study as unfolded now (the next item may show more). */
  caseStudy: z.optional(caseStudyViewSchema),
});

export type AttemptItemState = z.infer<typeof attemptItemStateSchema>;

/**
 * A scored item: its key and rationale, and the points its response earned of those possible;
 * `peers`, how others first answered it (issue 25 item 2), where the server computed them.
 */
export const itemResultSchema = z.object({
  solution: itemSolutionSchema,
  earned: z.int(),
  possible: z.int(),
  peers: z.optional(itemPeersSchema),
});

export type ItemResult = z.infer<typeof itemResultSchema>;

/**
 * An item of an attempt being taken: what the browser may see of it, the saved response, the flag
 * and seconds spent; `result` only once a tutor-mode answer was checked (the item is then locked).
 */
export const inProgressItemSchema = z.object({
  position: z.int(),
  item: itemViewSchema,
  response: z.nullable(itemResponseSchema),
  flagged: z.boolean(),
  /** Present (true) when the student marked the item "Not sure" (issue 25 item 3). */
  lowConfidence: z.optional(z.boolean()),
  secondsSpent: z.int(),
  result: z.optional(itemResultSchema),
  /** The case study the item belongs to and its place in it (0-5); absent for a stand-alone item. */
  caseStudy: z.optional(caseStudyPlaceSchema),
});

export type InProgressItem = z.infer<typeof inProgressItemSchema>;

/** An item of a submitted attempt: everything, with its result. */
export const reviewedItemSchema = z.object({
  position: z.int(),
  item: itemViewSchema,
  response: z.nullable(itemResponseSchema),
  flagged: z.boolean(),
  secondsSpent: z.int(),
  result: itemResultSchema,
  caseStudy: z.optional(caseStudyPlaceSchema),
});

export type ReviewedItem = z.infer<typeof reviewedItemSchema>;

/** Fields every attempt has. `timeLimitSeconds` is the time allowed for the whole attempt. */
const attemptBase = {
  id: z.uuid(),
  formId: z.string(),
  formTitle: z.string(),
  formKind: z.enum(FORM_KINDS),
  mode: z.enum(EXAM_MODES),
  startedAt: z.iso.datetime(),
  timeLimitSeconds: z.int(),
};

/**
 * An attempt being taken: items without keys (but for tutor-checked ones), responses so far and
 * `remainingSeconds`, the whole seconds left by the server's clock (0 when time is up).
 */
export const inProgressAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('in_progress'),
  deadline: z.iso.datetime(),
  remainingSeconds: z.int(),
  /** Issue 25 item 1: when the student suspended it (the clock stopped at `remainingSeconds`); absent while it runs. */
  suspendedAt: z.optional(z.iso.datetime()),
  items: z.array(inProgressItemSchema),
  /** The attempt's case studies, each unfolded as far as the candidate has reached (none: absent). */
  caseStudies: z.optional(z.array(caseStudyViewSchema)),
});

export type InProgressAttempt = z.infer<typeof inProgressAttemptSchema>;

/**
 * Questions and points of one group of items (a subject or a client-needs category) in a result:
 * `correct` questions fully correct (every point earned) of the `items` asked, then `earned` points
 * of `possible` and their percent.
 */
export const scoreBreakdownSchema = z.object({
  name: z.string(),
  items: z.int(),
  correct: z.int(),
  earned: z.int(),
  possible: z.int(),
  percent: z.int(),
});

export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;

/**
 * Where a result stands among everyone's first attempts of the same form (shown once at least
 * PERCENTILE_MIN_TAKERS users have taken it): `percentile` 0-100, `takers` users compared with.
 * `basis` 'items' (a practice, whose items differ for each student: issue 25 item 2) ranks it
 * instead against the others' first answers to the same items (see practicePercentile); absent or
 * 'form' for every other form.
 */
export const percentileSchema = z.object({
  percentile: z.int(),
  takers: z.int(),
  basis: z.optional(z.enum(['form', 'items'])),
});

/**
 * A submitted attempt: `correctCount` questions fully correct (every point earned) of the
 * `questionCount` asked (issue 23: questions first), `score` points earned of `possible` (for
 * multiple-choice items only, the count correct of the number of questions: spec §3 "Exam result";
 * NGN items earn partial points), the rounded `percent` of points, `passed`
 * (percent >= 75), the score `band` (spec §9), time spent, the review of every item, the results by
 * subject and by client-needs category, and the percentile when there are enough takers.
 */
export const submittedAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('submitted'),
  submittedAt: z.iso.datetime(),
  correctCount: z.int(),
  questionCount: z.int(),
  score: z.int(),
  possible: z.int(),
  percent: z.int(),
  passed: z.boolean(),
  band: z.enum(SCORE_BANDS.map((band) => band.label)),
  timeSpentSeconds: z.int(),
  items: z.array(reviewedItemSchema),
  /** The attempt's case studies with their whole charts (none: absent). */
  caseStudies: z.optional(z.array(caseStudyViewSchema)),
  bySubject: z.array(scoreBreakdownSchema),
  byClientNeed: z.array(scoreBreakdownSchema),
  percentile: z.nullable(percentileSchema),
});

export type SubmittedAttempt = z.infer<typeof submittedAttemptSchema>;

/** An attempt left with Exit Exam: its answers were discarded. */
export const abandonedAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('abandoned'),
});

/** Any attempt, as GET /api/exams/attempts/:attemptId returns it. */
export const attemptSchema = z.discriminatedUnion('status', [
  inProgressAttemptSchema,
  submittedAttemptSchema,
  abandonedAttemptSchema,
]);

export type Attempt = z.infer<typeof attemptSchema>;

/**
 * One line of the attempt history: `itemCount` questions asked; once submitted, `correctCount`
 * questions fully correct, then the points (`score` of `possible`) and their percent (null before).
 */
export const attemptSummarySchema = z.object({
  id: z.uuid(),
  formId: z.string(),
  formTitle: z.string(),
  /** What kind of test it was: an adaptive one opens on its own page. */
  formKind: z.enum(FORM_KINDS),
  mode: z.enum(EXAM_MODES),
  status: z.enum(['in_progress', 'submitted']),
  startedAt: z.iso.datetime(),
  submittedAt: z.nullable(z.iso.datetime()),
  itemCount: z.int(),
  correctCount: z.nullable(z.int()),
  score: z.nullable(z.int()),
  possible: z.nullable(z.int()),
  percent: z.nullable(z.int()),
  passed: z.nullable(z.boolean()),
  timeSpentSeconds: z.nullable(z.int()),
});

export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET /api/exams/attempts: the signed-in user's attempts (in progress and submitted), newest first. */
export const attemptHistorySchema = z.object({ attempts: z.array(attemptSummarySchema) });

export type AttemptHistory = z.infer<typeof attemptHistorySchema>;
