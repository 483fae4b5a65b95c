import { z } from 'zod/mini';
import { CLIENT_NEEDS, DIFFICULTIES, OPTIONS_PER_ITEM, SUBJECTS } from '../question-bank';
import { SCORE_BANDS } from './rules';

/**
 * Contracts of the exam endpoints, used by the server's routes and the client's fetchers.
 * zod/mini keeps them small enough to ship to the browser.
 */

/** Path parameters naming one attempt. The id is a random UUID, known only to its browser. */
export const attemptParamsSchema = z.object({
  attemptId: z.uuid({ error: 'The attempt id must be a UUID, as returned when the attempt started.' }),
});

/** Path parameters naming one question of one attempt. */
export const answerParamsSchema = z.extend(attemptParamsSchema, {
  questionId: z
    .string()
    .check(
      z.minLength(1, { error: 'The question id must not be empty.' }),
      z.maxLength(64, { error: 'The question id must be at most 64 characters.' }),
    ),
});

const answerMessage = 'answer must be a whole number from 0 (A) to 3 (D).';

/** Body of PUT .../answers/:questionId: the zero-based index of the chosen option (0 = A ... 3 = D). */
export const saveAnswerBodySchema = z.strictObject(
  {
    answer: z
      .int({ error: answerMessage })
      .check(z.minimum(0, { error: answerMessage }), z.maximum(OPTIONS_PER_ITEM - 1, { error: answerMessage })),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: send only "answer".`
        : 'The body must be a JSON object like {"answer": 2}.',
  },
);

export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

/** An item as shown during an exam: no key, no explanation (DESIGN §1.3). */
export const examQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  subject: z.enum(SUBJECTS),
  topic: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  clientNeeds: z.enum(CLIENT_NEEDS),
});

export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/**
 * An item as reviewed after submission: the exam view plus the key (zero-based), the explanation,
 * the kind of source to check it against (absent on old attempts), the chosen option (zero-based,
 * -1 when unanswered) and whether it was right.
 */
export const reviewedQuestionSchema = z.extend(examQuestionSchema, {
  correctAnswer: z.int(),
  explanation: z.string(),
  reference: z.optional(z.string()),
  chosenAnswer: z.int(),
  isCorrect: z.boolean(),
});

export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

/** Fields every attempt has. `timeLimitSeconds` is the time allowed for the whole attempt. */
const attemptBase = {
  id: z.uuid(),
  kind: z.literal('sample'),
  startedAt: z.iso.datetime(),
  timeLimitSeconds: z.int(),
};

/**
 * An attempt being taken: questions without keys, answers so far (-1 = unanswered) and
 * `remainingSeconds`, the whole seconds left by the server's clock (0 when time is up).
 */
export const inProgressAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('in_progress'),
  deadline: z.iso.datetime(),
  remainingSeconds: z.int(),
  questions: z.array(examQuestionSchema),
  answers: z.array(z.int()),
});

export type InProgressAttempt = z.infer<typeof inProgressAttemptSchema>;

/**
 * A submitted attempt: the stored result (spec §3 "Exam result": `score` = count correct, `answers`
 * with -1 for unanswered, `timeSpentSeconds`), the rounded `percent` (0-100), `passed` (percent >= 75),
 * the score `band` (spec §9) and the review of every question.
 */
export const submittedAttemptSchema = z.object({
  ...attemptBase,
  status: z.literal('submitted'),
  submittedAt: z.iso.datetime(),
  score: z.int(),
  total: z.int(),
  percent: z.int(),
  passed: z.boolean(),
  band: z.enum(SCORE_BANDS.map((band) => band.label)),
  timeSpentSeconds: z.int(),
  answers: z.array(z.int()),
  questions: z.array(reviewedQuestionSchema),
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

/** Response of PUT .../answers/:questionId: every answer of the attempt after the save (-1 = unanswered). */
export const savedAnswersSchema = z.object({
  answers: z.array(z.int()),
});

export type SavedAnswers = z.infer<typeof savedAnswersSchema>;
