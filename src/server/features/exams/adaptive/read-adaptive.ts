import type { AdaptiveAttempt } from '../../../../shared/exams/cat/adaptive-schemas';
import { decide } from '../../../../shared/exams/cat/decide';
import type { Database } from '../../../db/client';
import { isExpired } from '../attempts/attempt-access';
import { closedAttemptError } from '../attempts/attempt-errors';
import { type AdaptiveRecord, currentEstimate, readAdaptiveRecord } from './adaptive-record';
import { createCardsFromDecided, finishAttempt, readItemAt } from './adaptive-steps';
import { toAdaptiveView } from './adaptive-view';

/**
 * The adaptive attempt `attemptId` of `userId` as its candidate sees it at `now`: the current item
 * (a reload resumes on the same item), or the report once decided. An attempt whose time ran out
 * is decided first by the run-out-of-time rule (NCSBN, October 2020). Errors: 404
 * attempt_not_found; 409 attempt_abandoned for a test the candidate exited.
 */
export async function readAdaptiveAttempt(
  db: Database,
  attemptId: string,
  userId: string,
  now: Date,
): Promise<AdaptiveAttempt> {
  let record = await readAdaptiveRecord(db, attemptId, userId);
  if (record.attempt.status === 'abandoned') throw closedAttemptError(record.attempt);
  if (record.state.outcome === null && isExpired(record.attempt, now)) {
    record = await decideOnTime(db, attemptId, userId);
  }
  if (record.state.outcome !== null) return toAdaptiveView(record, null, now);
  const current = await readItemAt(db, attemptId, record.state.items.length + 1);
  return toAdaptiveView(record, current ?? null, now);
}

/**
 * Decides an attempt whose time ran out (NCSBN's run-out-of-time rule since October 2020: fewer
 * than the minimum number of items is a fail; otherwise the final ability estimate from every
 * answered item is compared with the passing standard), at its deadline. An attempt already
 * decided is returned as it is.
 */
export async function decideOnTime(db: Database, attemptId: string, userId: string): Promise<AdaptiveRecord> {
  let decidedNow = false;
  const record = await db.transaction(async (tx) => {
    const record = await readAdaptiveRecord(tx, attemptId, userId, true);
    if (record.state.outcome !== null || record.attempt.status !== 'in_progress') return record;
    const { state } = record;
    const decision = decide(
      { itemsAnswered: state.items.length, ...currentEstimate(state), timeUp: true },
      { minItems: state.minItems, maxItems: state.maxItems, passingStandard: state.passingStandard },
    );
    if (decision.outcome === 'continue') throw new Error('decide continued a test whose time ran out');
    await finishAttempt(tx, record, decision, state.items, record.attempt.deadlineAt);
    decidedNow = true;
    return record;
  });
  // Issue 25 item 3 (fix 3): its missed scored items become flashcards, after the commit.
  if (decidedNow) await createCardsFromDecided(db, record, record.attempt.deadlineAt);
  return record;
}
