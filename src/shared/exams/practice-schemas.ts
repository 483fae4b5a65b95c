import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { isItemType } from '../items/item-type-labels';
import type { ItemType } from '../items/registry';
import { CLIENT_NEEDS, SUBJECTS } from './question-bank';

/**
 * The contracts of the practice builder (issue 25 item 1): a student's own practice, drawn from her
 * choice of subjects, client-needs categories, item types and pool, in Tutor or Timed mode; its
 * suspension and resumption; and the claim of a visitor's Free Sample after sign-up.
 */

/**
 * Which items a practice draws from, by the student's own history (issue 25 item 1): `unused` items
 * never asked to her in any attempt, `incorrect` items whose latest scored answer by her was not
 * fully right, `flagged` items she flagged in any attempt, `all` every item.
 */
export const PRACTICE_POOLS = ['unused', 'incorrect', 'flagged', 'all'] as const;
export type PracticePool = (typeof PRACTICE_POOLS)[number];

/** The pools as the builder names them. */
export const PRACTICE_POOL_LABELS: Record<PracticePool, string> = {
  unused: msg('Unused'),
  incorrect: msg('Incorrect'),
  flagged: msg('Flagged'),
  all: msg('All'),
};

/** The modes a practice offers: Tutor (key and rationale after each answer) or Timed (at the end). */
export const PRACTICE_MODES = ['tutor', 'timed'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/**
 * Seconds a practice gives each item: 90. NCSBN gives the NCLEX 5 hours for at most 150 items
 * (about 2 minutes an item, tutorial and breaks included); the built-in quizzes of spec §9 run at
 * 1.5 minutes an item (Fundamentals 30 items in 45 minutes), and a practice keeps that pace.
 */
export const PRACTICE_SECONDS_PER_ITEM = 90;

/** The longest list of choices a field takes (there are fewer subjects, categories and types). */
const MAX_CHOICES = 30;

/**
 * What a practice draws from (body of POST /api/exams/practice/count, and part of the start):
 * empty lists mean any subject, category or item type.
 */
export const practiceChoiceSchema = z.strictObject({
  subjects: z
    .array(z.enum(SUBJECTS, { error: msg('Choose subjects from the list.') }))
    .check(z.maxLength(MAX_CHOICES, { error: msg('Choose fewer subjects.') })),
  clientNeeds: z
    .array(z.enum(CLIENT_NEEDS, { error: msg('Choose client-needs categories from the list.') }))
    .check(z.maxLength(MAX_CHOICES, { error: msg('Choose fewer categories.') })),
  itemTypes: z
    .array(
      z
        .string({ error: msg('Choose item types from the list.') })
        .check(z.refine(isItemType, { error: msg('Choose item types from the list.') })),
    )
    .check(z.maxLength(MAX_CHOICES, { error: msg('Choose fewer item types.') })),
  pool: z.enum(PRACTICE_POOLS, { error: msg('Choose the pool: unused, incorrect, flagged or all.') }),
});
/** A practice choice, its item types narrowed to the registry's. */
export type PracticeChoice = Omit<z.infer<typeof practiceChoiceSchema>, 'itemTypes'> & { itemTypes: ItemType[] };

/** POST /api/exams/practice/count: how many items the choice can draw, and the student's cap (spec §6). */
export const practiceCountSchema = z.object({
  matching: z.int(),
  maxQuestions: z.int(),
});
export type PracticeCount = z.infer<typeof practiceCountSchema>;

/**
 * Body of POST /api/exams/practice: the choice, the number of items (1 up to the student's cap and
 * what matches, both checked by the server) and the mode.
 */
export const startPracticeBodySchema = z.strictObject({
  ...practiceChoiceSchema.shape,
  questionCount: z
    .int({ error: msg('The number of items must be a whole number.') })
    .check(z.minimum(1, { error: msg('A practice needs at least 1 item.') })),
  mode: z.enum(PRACTICE_MODES, { error: msg('Choose Tutor or Timed mode.') }),
});
export type StartPracticeBody = Omit<z.infer<typeof startPracticeBodySchema>, 'itemTypes'> & { itemTypes: ItemType[] };

/** POST /api/exams/attempts/:attemptId/suspend: when the clock stopped and the whole seconds left on it. */
export const suspendedStateSchema = z.object({
  id: z.uuid(),
  suspendedAt: z.iso.datetime(),
  remainingSeconds: z.int(),
});
export type SuspendedState = z.infer<typeof suspendedStateSchema>;

/** One suspended practice as the Training Center lists it: when, items answered of total, mode. */
export const suspendedPracticeSchema = z.object({
  id: z.uuid(),
  formTitle: z.string(),
  mode: z.enum(['tutor', 'timed', 'nclex']),
  suspendedAt: z.iso.datetime(),
  remainingSeconds: z.int(),
  answered: z.int(),
  total: z.int(),
});
export type SuspendedPractice = z.infer<typeof suspendedPracticeSchema>;

/** GET /api/exams/practice/suspended: the student's suspended practices, latest first. */
export const suspendedPracticesSchema = z.object({ practices: z.array(suspendedPracticeSchema) });
export type SuspendedPractices = z.infer<typeof suspendedPracticesSchema>;

/** POST /api/exams/attempts/:attemptId/keep: the Free Sample attempt now counted for the signed-in user. */
export const keptSampleSchema = z.object({
  id: z.uuid(),
  claimedAt: z.iso.datetime(),
});
export type KeptSample = z.infer<typeof keptSampleSchema>;

/** How long after its start a visitor's Free Sample can still be kept by signing up or in: 24 hours. */
export const SAMPLE_KEEP_HOURS = 24;
