import { z } from 'zod/mini';
import { SUBJECTS } from '../question-bank';

/**
 * GET /api/account/dashboard (spec §2 "Dashboard"): figures from the user's own submitted exam
 * attempts. Percentages are whole numbers 0-100, null when there is nothing to measure yet.
 */
export const dashboardSchema = z.object({
  stats: z.object({
    testsTaken: z.int(),
    averagePercent: z.nullable(z.int()),
    bestPercent: z.nullable(z.int()),
    lastTestAt: z.nullable(z.string()),
  }),
  subjects: z.array(
    z.object({
      subject: z.enum(SUBJECTS),
      answered: z.int(),
      correct: z.int(),
      percent: z.nullable(z.int()),
    }),
  ),
  recentAttempts: z.array(
    z.object({
      id: z.string(),
      submittedAt: z.string(),
      score: z.int(),
      total: z.int(),
      percent: z.int(),
      passed: z.boolean(),
    }),
  ),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
