import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationSteps } from './tables';

/**
 * The tracking feature's public module (issue 25): what other features may read of a student's
 * application timeline. Other features import this feature only through this module.
 */

/**
 * The date (YYYY-MM-DD) of `userId`'s NCLEX appointment from the timeline's "Exam scheduled" step,
 * or null when none is set. The step keeps no date field of its own for the appointment: the
 * support team sets the step's due date to the day of the exam (issue 25 item 5, the study plan's
 * fallback when the student has not set her exam date herself).
 */
export async function scheduledExamDate(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ dueOn: applicationSteps.dueOn })
    .from(applicationSteps)
    .where(and(eq(applicationSteps.userId, userId), eq(applicationSteps.step, 'exam-scheduled')));
  return row?.dueOn ?? null;
}
