import { and, eq } from 'drizzle-orm';
import { STANDARD_NORMAL_PRIOR } from '../../../../shared/exams/cat/estimate';
import type { Database } from '../../../db/client';
import { attemptWithForm } from '../attempts/attempt-access';
import { attemptNotFound } from '../attempts/attempt-errors';
import { examAttempts, examForms } from '../tables';
import type { AttemptWithForm } from '../views';
import { adaptiveAttempts } from './tables';

/** The state row of an adaptive attempt. */
export type AdaptiveStateRow = typeof adaptiveAttempts.$inferSelect;

/** An adaptive attempt: its exam attempt (with its form) and its adaptive state. */
export interface AdaptiveRecord {
  attempt: AttemptWithForm;
  state: AdaptiveStateRow;
}

/**
 * The adaptive attempt `attemptId` of user `userId`, locked for update with `lock` (a commit holds
 * the lock until it has chosen the next item, so two answers to one item cannot both count).
 * Error: 404 attempt_not_found for an unknown attempt, another user's, or one that is not adaptive.
 */
export async function readAdaptiveRecord(
  db: Database,
  attemptId: string,
  userId: string,
  lock = false,
): Promise<AdaptiveRecord> {
  const query = db
    .select({ ...attemptWithForm, state: adaptiveAttempts })
    .from(adaptiveAttempts)
    .innerJoin(examAttempts, eq(examAttempts.id, adaptiveAttempts.attemptId))
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(and(eq(adaptiveAttempts.attemptId, attemptId), eq(examAttempts.userId, userId)));
  const [row] = lock ? await query.for('update', { of: adaptiveAttempts }) : await query;
  if (!row) throw attemptNotFound();
  return { attempt: { ...row.attempt, formTitle: row.formTitle, formKind: row.formKind }, state: row.state };
}

/**
 * The current ability estimate of an adaptive attempt, logits: the one after its last committed
 * answer, or the prior (mean 0, SD 1) before any.
 */
export function currentEstimate(state: Pick<AdaptiveStateRow, 'trajectory'>): { theta: number; standardError: number } {
  const last = state.trajectory.at(-1);
  return last
    ? { theta: last.theta, standardError: last.standardError }
    : { theta: STANDARD_NORMAL_PRIOR.mean, standardError: STANDARD_NORMAL_PRIOR.sd };
}
