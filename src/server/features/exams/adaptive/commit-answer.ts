import { and, eq } from 'drizzle-orm';
import type {
  AdaptiveAttempt,
  AdaptiveItemRecord,
  CommitAdaptiveAnswerBody,
} from '../../../../shared/exams/cat/adaptive-schemas';
import { CASE_STUDY_LENGTH } from '../../../../shared/exams/cat/adaptive-test';
import { AUTHORED_DIFFICULTY } from '../../../../shared/exams/cat/authored-difficulty';
import { decide } from '../../../../shared/exams/cat/decide';
import { estimateAbility } from '../../../../shared/exams/cat/estimate';
import { msg } from '../../../../shared/i18n/msg';
import { parseItemResponse, scoreItem, toItemView } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { recordResponses } from '../../calibration/service';
import { isExpired } from '../attempts/attempt-access';
import { closedAttemptError } from '../attempts/attempt-errors';
import { attemptItems } from '../tables';
import { loadAdaptivePool } from './adaptive-pool';
import { type AdaptiveRecord, currentEstimate, readAdaptiveRecord } from './adaptive-record';
import { appendNextStep, createCardsFromDecided, finishAttempt, readItemAt, trajectoryPoint } from './adaptive-steps';
import { toAdaptiveView } from './adaptive-view';
import { decideOnTime } from './read-adaptive';
import { adaptiveAttempts } from './tables';

/** 409 adaptive_decided: the test has ended; its report is ready. */
const decidedError = () =>
  new AppError('adaptive_decided', {
    status: 409,
    message: msg('This test has ended and your answers can no longer change. Open your performance report.'),
  });

/**
 * Commits the answer to the current item of an adaptive attempt (docs/nclex.md §5), the way the
 * NCLEX takes it: once given it cannot change, and the server, not the browser, decides what comes
 * next. In one transaction holding the attempt's lock: the response is checked against the item as
 * asked and scored; it joins the calibration's evidence; a scored item (not a pretest item) updates
 * the ability estimate (EAP, estimateAbility); the stop rules decide (decide: 95% confidence after
 * the minimum length, the maximum length); and the next item is chosen for the new estimate, or the
 * attempt ends with its report. Returns the attempt as the candidate now sees it.
 *
 * Errors, each changing nothing: 404 attempt_not_found; 400 invalid_response (wrong shape for the
 * item's type) or no_response (null: the NCLEX needs an answer to go on); 409 not_current_item (an
 * item answered already, or not reached), adaptive_decided (the test has ended), attempt_abandoned,
 * time_up (the time ran out: the test is then decided by the time rule).
 */
export async function commitAdaptiveAnswer(
  db: Database,
  input: { attemptId: string; body: CommitAdaptiveAnswerBody },
  now: Date,
  userId: string,
): Promise<AdaptiveAttempt> {
  const { attemptId, body } = input;
  const pool = await loadAdaptivePool(db);
  // The record once the answer decided the test: its cards are made after the commit (fix 3).
  let decided: AdaptiveRecord | undefined;
  const outcome = await db.transaction(async (tx) => {
    const record = await readAdaptiveRecord(tx, attemptId, userId, true);
    const { attempt, state } = record;
    if (state.outcome !== null) throw decidedError();
    if (attempt.status !== 'in_progress') throw closedAttemptError(attempt);
    if (isExpired(attempt, now)) return 'time_up' as const;
    const number = state.items.length + 1;
    if (body.number !== number) throw notCurrent(body.number, number);
    const current = await readItemAt(tx, attemptId, number);
    if (!current) throw decidedError();
    if (body.response === null || body.response === undefined) {
      throw new AppError('no_response', {
        status: 400,
        message: msg('Answer this item to go on: the NCLEX does not let you skip.'),
      });
    }
    const parsed = parseItemResponse(toItemView(current.row.item), body.response);
    if (!parsed.ok) throw new AppError('invalid_response', { status: 400, message: parsed.message });
    const { earned, possible } = scoreItem(current.row.item, parsed.response);
    await tx
      .update(attemptItems)
      .set({
        response: parsed.response,
        earned,
        checkedAt: now,
        secondsSpent: Math.min(body.secondsSpent ?? 0, attempt.timeLimitSeconds),
        updatedAt: now,
      })
      .where(and(eq(attemptItems.attemptId, attemptId), eq(attemptItems.position, number - 1)));
    await recordResponses(
      tx,
      [{ attemptId, itemId: current.row.itemId, score: earned, possible, answeredAt: now }],
      'attempt',
    );
    const record_: AdaptiveItemRecord = {
      number,
      itemId: current.row.itemId,
      clientNeeds: current.row.clientNeeds,
      difficulty: pool.byId.get(current.row.itemId)?.difficulty ?? AUTHORED_DIFFICULTY[current.row.item.difficulty],
      earned,
      possible,
      scored: !state.pretestNumbers.includes(number),
    };
    const items = [...state.items, record_];
    const scored = items.filter((item) => item.scored);
    const estimate = record_.scored
      ? estimateAbility(
          scored.map((item) => ({ difficulty: item.difficulty, score: item.earned, maxScore: item.possible })),
        )
      : currentEstimate(state);
    const trajectory = [...state.trajectory, trajectoryPoint(number, estimate)];
    await tx
      .update(adaptiveAttempts)
      .set({ items, trajectory, updatedAt: now })
      .where(eq(adaptiveAttempts.attemptId, attemptId));
    record.state = { ...state, items, trajectory };
    const rules = { minItems: state.minItems, maxItems: state.maxItems, passingStandard: state.passingStandard };
    const decision = decide({ itemsAnswered: number, ...estimate, timeUp: false }, rules);
    if (decision.outcome !== 'continue') {
      await finishAttempt(tx, record, decision, items, now);
      decided = record;
      return toAdaptiveView(record, null, now);
    }
    // Within a case study its next item was appended with it; otherwise the next is chosen now.
    const inCaseStudy = current.row.groupPosition !== null && current.row.groupPosition < CASE_STUDY_LENGTH - 1;
    const next = inCaseStudy
      ? await readItemAt(tx, attemptId, number + 1)
      : await appendNextStep(tx, record, { number: number + 1, theta: estimate.theta, items, pool, now });
    if (!next) {
      // The pool has nothing left to ask: the test ends as at its maximum length.
      const final = decide({ itemsAnswered: state.maxItems, ...estimate, timeUp: false }, rules);
      if (final.outcome === 'continue') throw new Error('decide continued at the maximum length');
      await finishAttempt(tx, record, final, items, now);
      decided = record;
      return toAdaptiveView(record, null, now);
    }
    return toAdaptiveView(record, next, now);
  });
  if (decided) await createCardsFromDecided(db, decided, now);
  if (outcome !== 'time_up') return outcome;
  await decideOnTime(db, attemptId, userId);
  throw new AppError('time_up', {
    status: 409,
    message: msg(
      'Time is up: this answer came after the 5 hours, so the test was decided without it. Open your performance report.',
    ),
  });
}

/** 409 not_current_item, naming the item being asked. */
function notCurrent(given: number, current: number): AppError {
  return new AppError('not_current_item', {
    status: 409,
    message:
      given < current
        ? msg('Item {{given}} was already answered and the NCLEX does not go back: answer item {{current}}.', {
            given,
            current,
          })
        : msg('Item {{given}} has not been reached: answer item {{current}} first.', { given, current }),
  });
}
