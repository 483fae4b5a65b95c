import { z } from 'zod/mini';
import { attemptSummarySchema } from './attempt-schemas';

/** The contract of GET /api/exams/progress: the dashboard's figures and the achievements. */

/** One achievement of the Training Center, earned or not, with progress toward it. */
export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** Progress toward it, 0-100. */
  progress: z.int(),
});

export type Achievement = z.infer<typeof achievementSchema>;

/**
 * One subject or client need across every submitted attempt: `correct` questions fully correct of
 * the `asked`, `answered` of them answered, then the points and their percent.
 */
export const progressAreaSchema = z.object({
  name: z.string(),
  asked: z.int(),
  correct: z.int(),
  answered: z.int(),
  earned: z.int(),
  possible: z.int(),
  percent: z.nullable(z.int()),
});

/**
 * GET /api/exams/progress (spec §2 "Dashboard", "Training Center" achievements): figures from the
 * signed-in user's own submitted attempts. Percentages are whole numbers 0-100, null when there is
 * nothing to measure yet.
 */
export const progressSchema = z.object({
  stats: z.object({
    testsTaken: z.int(),
    averagePercent: z.nullable(z.int()),
    bestPercent: z.nullable(z.int()),
    lastTestAt: z.nullable(z.string()),
    itemsAnswered: z.int(),
  }),
  subjects: z.array(progressAreaSchema),
  clientNeeds: z.array(progressAreaSchema),
  recentAttempts: z.array(attemptSummarySchema),
  achievements: z.array(achievementSchema),
});

export type Progress = z.infer<typeof progressSchema>;
