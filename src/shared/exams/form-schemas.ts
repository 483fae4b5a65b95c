import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { noControlCharacters, visibleText } from '../text';
import { DRAW_BANKS, FORM_KINDS } from './forms';
import { CLIENT_NEEDS, SUBJECTS } from './question-bank';

/** The contracts of the exam forms' endpoints (GET /api/exams/forms, custom tests). */

const filterSchema = z.object({
  subjects: z.array(z.enum(SUBJECTS)),
  clientNeeds: z.array(z.enum(CLIENT_NEEDS)),
  itemTypes: z.array(z.string()),
});

/**
 * A form as the Training Center lists it for the reader: `questionCount` already capped by their
 * maximum (spec §6), `timeLimitSeconds` what the clock enforces, and `available`: false when the
 * reader may not take it (spec §6: non-registered users only the Free Sample).
 */
export const formSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(FORM_KINDS),
  title: z.string(),
  description: z.string(),
  questionCount: z.int(),
  timeLimitSeconds: z.int(),
  filter: filterSchema,
  selection: z.enum(['random', 'test-plan', 'case-study']),
  available: z.boolean(),
});

export type FormSummary = z.infer<typeof formSummarySchema>;

/** GET /api/exams/forms: the reader's maximum (spec §6 caps), the built-in forms and their own custom tests. */
export const formsOverviewSchema = z.object({
  maxQuestions: z.int(),
  forms: z.array(formSummarySchema),
});

export type FormsOverview = z.infer<typeof formsOverviewSchema>;

/** The longest custom test, in minutes (the Full NCLEX practice exam's 5 hours). */
export const MAX_CUSTOM_TEST_MINUTES = 300;

/**
 * Body of POST /api/exams/custom-tests (spec §6 "Create tests": instructors and admins): a title,
 * the subjects, client needs and item types to draw from (empty: any), the number of questions
 * (at most the author's maximum, checked by the server), the time limit in minutes and, optionally,
 * the bank to draw from (issue 28: `shared`, the default; `own`: her private active items; `both`).
 */
export const customTestBodySchema = z.strictObject({
  title: z
    .string({ error: msg('Give the test a title.') })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('Give the test a title.') }),
      visibleText(msg('Give the test a title.')),
      z.maxLength(80, { error: msg('The title must be at most 80 characters.') }),
      noControlCharacters(msg('The title')),
    ),
  subjects: z.array(z.enum(SUBJECTS, { error: msg('Choose subjects from the list.') })),
  clientNeeds: z.array(z.enum(CLIENT_NEEDS, { error: msg('Choose client needs from the list.') })),
  itemTypes: z.array(
    z.string({ error: msg('Choose item types from the list.') }).check(noControlCharacters(msg('An item type'))),
  ),
  questionCount: z
    .int({ error: msg('The number of questions must be a whole number.') })
    .check(z.minimum(1, { error: msg('A test needs at least 1 question.') })),
  timeLimitMinutes: z.int({ error: msg('The time limit must be a whole number of minutes.') }).check(
    z.minimum(1, { error: msg('The time limit must be at least 1 minute.') }),
    z.maximum(MAX_CUSTOM_TEST_MINUTES, {
      error: msg('The time limit must be at most {{maxCustomTestMinutes}} minutes.', {
        maxCustomTestMinutes: MAX_CUSTOM_TEST_MINUTES,
      }),
    }),
  ),
  /** Where to draw from (issue 28 item 3): the shared bank (the default), the author's own active items, or both. */
  bank: z.optional(z.enum(DRAW_BANKS, { error: msg('Draw from the shared bank, your items or both.') })),
});

export type CustomTestBody = z.infer<typeof customTestBodySchema>;

/** One case study Case Studies can ask (GET /api/exams/case-studies): its id, title and subject. */
export const caseStudySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.enum(SUBJECTS),
});

export const caseStudyListSchema = z.object({ caseStudies: z.array(caseStudySummarySchema) });
export type CaseStudyList = z.infer<typeof caseStudyListSchema>;
