import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { secondsSpent } from '../../../../shared/exams/countdown';
import { scorePercent } from '../../../../shared/exams/rules';
import { scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { recordTestTaken } from '../../account/service';
import { recordAttemptResponses } from '../../calibration/service';
import { createCardsSafely } from '../../flashcards/service';
import { peersOfItems } from '../peers/peer-figures';
import { attemptSuspended } from '../practice/practice-errors';
import { attemptItems, examAttempts } from '../tables';
import { toSubmittedView } from '../views';
import { findAttempt, readAttempt, readItems, type Viewer } from './attempt-access';
import { readCaseStudies } from './attempt-case-studies';
import { attemptNotFound, closedAttemptError, refuseAdaptive } from './attempt-errors';
import { percentileOf } from './percentile';

/**
 * Submits an attempt and stores its result (spec §3 "Exam result", §4 "Quiz"): each item scored by
 * its type's scorer, score = points earned of points possible (for multiple-choice items, the count
 * correct), percent rounded; time spent in whole seconds, counted to the deadline at most. After the
 * deadline, the answers saved until then (and within the grace) count. In the same transaction a
 * full-access user's testAttempts rises by one and lastTestDate is set (spec §4), and the answered
 * items join the item calibration's evidence (recordAttemptResponses: not in Tutor mode nor a
 * retake nor a practice, issue 25 item 2 fix; decision 015). Submitting again returns the stored result. Errors: 404 unknown attempt,
 * or another user's; 409 attempt_abandoned, adaptive_only (an adaptive test ends by its own rules).
 */
export async function submitAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  viewer: Viewer,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<SubmittedAttempt> {
  const { row, items, submittedNow } = await db.transaction(async (tx) => {
    // One read of the attempt, locked: whose it is, its kind and state (issue 30: no read before).
    const row = await readAttempt(tx, attemptId, true);
    if (!row || (row.userId !== null && row.userId !== viewer)) throw attemptNotFound();
    refuseAdaptive(row);
    if (row.status === 'abandoned') throw closedAttemptError(row);
    // Issue 25 item 1: a suspended practice's clock is stopped; it is resumed before it is submitted.
    if (row.suspendedAt && row.status === 'in_progress') throw attemptSuspended();
    const items = await readItems(tx, attemptId);
    if (row.status === 'submitted') return { row, items, submittedNow: false };

    const scored = items.map((item) => ({ ...item, earned: scoreItem(item.item, item.response).earned }));
    if (scored.length > 0) {
      const values = sql.join(
        scored.map((item) => sql`(${item.position}::integer, ${item.earned}::integer)`),
        sql`, `,
      );
      await tx.execute(
        sql`update attempt_items as ai set earned = v.earned, updated_at = ${now}
            from (values ${values}) as v(position, earned)
            where ai.attempt_id = ${attemptId} and ai.position = v.position`,
      );
    }
    const score = scored.reduce((sum, item) => sum + item.earned, 0);
    const possible = scored.reduce((sum, item) => sum + item.possible, 0);
    const end = Math.min(now.getTime(), row.deadlineAt.getTime());
    const [submitted] = await tx
      .update(examAttempts)
      .set({
        status: 'submitted',
        submittedAt: now,
        score,
        possible,
        percent: scorePercent(score, possible),
        timeSpentSeconds: secondsSpent(row.startedAt.getTime(), end, row.timeLimitSeconds),
        updatedAt: now,
      })
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.suspendedAt)))
      .returning();
    if (!submitted) throw attemptNotFound();
    if (submitted.userId) await recordTestTaken(tx, submitted.userId, now);
    await recordAttemptResponses(tx, {
      ...submitted,
      attemptId,
      formKind: row.formKind,
      submittedAt: now,
      items: scored,
    });
    return {
      row: { ...submitted, formTitle: row.formTitle, formKind: row.formKind },
      items: scored,
      submittedNow: true,
    };
  });
  // Issue 30: the flashcards and the reads of the result go to the database together, not one after another.
  const [percentile, caseStudies, peers] = await Promise.all([
    percentileOf(db, row, items),
    readCaseStudies(db, attemptId),
    peersOfItems(db, items),
    // Issue 25 item 3: the missed and "Not sure" items become flashcards (a failure is logged, the submission kept).
    submittedNow ? createCardsSafely(db, { ...row, id: attemptId }, items, now, log) : undefined,
  ]);
  return toSubmittedView(row, items, percentile, caseStudies, peers);
}

/**
 * Exit Exam (spec §4: "quiz -> intro, discards answers"): the attempt is closed and its responses
 * and flags cleared. Exiting twice is harmless. Errors: 404 unknown attempt, or another user's;
 * 409 attempt_submitted (also when a submission wins a race with the exit).
 */
export async function abandonAttempt(db: Database, attemptId: string, now: Date, viewer: Viewer): Promise<void> {
  const row = await findAttempt(db, attemptId, viewer);
  if (row.status === 'abandoned') return;
  const abandoned = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(examAttempts)
      .set({ status: 'abandoned', abandonedAt: now, updatedAt: now })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'in_progress')))
      .returning({ id: examAttempts.id });
    if (!closed) return false;
    await tx
      .update(attemptItems)
      .set({ response: null, flagged: false, checkedAt: null, earned: null, updatedAt: now })
      .where(eq(attemptItems.attemptId, attemptId));
    return true;
  });
  if (abandoned) return;
  const current = await findAttempt(db, attemptId, viewer);
  if (current.status !== 'abandoned') throw closedAttemptError(current);
}
