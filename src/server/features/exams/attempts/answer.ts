import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptItemState, InProgressItem, UpdateAttemptItemBody } from '../../../../shared/exams/attempt-schemas';
import { msg } from '../../../../shared/i18n/msg';
import { parseItemResponse, scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { createCardsSafely } from '../../flashcards/service';
import { peersOfItems } from '../peers/peer-figures';
import { attemptSuspended } from '../practice/practice-errors';
import { attemptItems, examAttempts } from '../tables';
import { toInProgressItem } from '../views';
import { type AskedItem, askedItem } from './asked-items';
import { findAttempt, graceMs, isExpired, type Viewer } from './attempt-access';
import { caseStudyAfterAnswer, requireEarlierAnswers } from './attempt-case-studies';
import { attemptNotFound, closedAttemptError } from './attempt-errors';
import { requireNclexOrder } from './nclex-order';
import { saveResponseStatement } from './save-response-statement';

/**
 * An item of an attempt `viewer` may reach. 404 for an unknown attempt (every attempt asks at least
 * one item) or another's; 400 for an item it did not ask. Ownership is checked here only on the way
 * to an error (the save itself checks it in its `WHERE`), so that no one learns anything of an
 * attempt that is not theirs.
 */
async function reachItem(db: Database, attemptId: string, itemId: string, viewer: Viewer): Promise<AskedItem> {
  const { asked, count } = await askedItem(db, attemptId, itemId);
  if (count === 0) throw attemptNotFound();
  if (!asked) {
    await findAttempt(db, attemptId, viewer);
    throw new AppError('item_not_in_attempt', {
      status: 400,
      message: msg('Item "{{itemId}}" is not part of this attempt.', { itemId }),
    });
  }
  return asked;
}

/**
 * Changes one item of an in-progress attempt (spec §4 "Quiz": answers are saved as they are
 * chosen): its response (checked with the item type's response schema against the item as asked;
 * null clears it), its flag for review, and `addSeconds` more seconds spent on it (the total never
 * exceeds the time limit). Accepted until ANSWER_GRACE_SECONDS after the deadline. Changes nothing
 * on error: 404 unknown attempt, or another user's; 400 item_not_in_attempt or invalid_response;
 * 409 attempt_submitted, attempt_abandoned, time_up or item_locked (a tutor-mode answer already checked).
 */
export async function updateAttemptItem(
  db: Database,
  input: { attemptId: string; itemId: string; body: UpdateAttemptItemBody },
  now: Date,
  viewer: Viewer,
): Promise<AttemptItemState> {
  const { attemptId, itemId, body } = input;
  const asked = await reachItem(db, attemptId, itemId, viewer);
  let response = body.response;
  if (response !== undefined && response !== null) {
    const parsed = parseItemResponse(asked.view, response);
    if (!parsed.ok) {
      await findAttempt(db, attemptId, viewer);
      throw new AppError('invalid_response', { status: 400, message: parsed.message });
    }
    response = parsed.response;
  }
  await requireOrder(db, attemptId, asked, body, viewer);
  /** Saves into the attempt of `owner` (the viewer's own, or a visitor's attempt the viewer reached by id). */
  const update = async (owner: Viewer = viewer) => {
    if (response !== undefined && body.flagged === undefined && body.lowConfidence === undefined && !body.addSeconds) {
      const [saved] = await saveResponseStatement(db, owner === null).execute({
        attemptId,
        position: asked.position,
        response: JSON.stringify(response),
        now: now.toISOString(),
        acceptUntil: new Date(now.getTime() - graceMs).toISOString(),
        viewer: owner,
      });
      return saved;
    }
    const [row] = await db
      .update(attemptItems)
      .set({
        ...(response !== undefined ? { response } : {}),
        ...(body.flagged !== undefined ? { flagged: body.flagged } : {}),
        ...(body.lowConfidence !== undefined ? { lowConfidence: body.lowConfidence } : {}),
        ...(body.addSeconds
          ? {
              secondsSpent: sql`least(${attemptItems.secondsSpent} + ${body.addSeconds}, ${examAttempts.timeLimitSeconds})`,
            }
          : {}),
        updatedAt: now,
      })
      .from(examAttempts)
      .where(
        and(
          eq(attemptItems.attemptId, attemptId),
          eq(attemptItems.position, asked.position),
          eq(examAttempts.id, attemptItems.attemptId),
          eq(examAttempts.status, 'in_progress'),
          gt(examAttempts.deadlineAt, new Date(now.getTime() - graceMs)),
          owner === null ? isNull(examAttempts.userId) : eq(examAttempts.userId, owner),
          response !== undefined ? isNull(attemptItems.checkedAt) : undefined,
        ),
      )
      .returning({
        position: attemptItems.position,
        response: attemptItems.response,
        flagged: attemptItems.flagged,
        lowConfidence: attemptItems.lowConfidence,
        secondsSpent: attemptItems.secondsSpent,
      });
    return row;
  };
  let row = await update();
  if (!row) {
    // Why not: another's attempt (404), a visitor's attempt saved by a signed-in reader (save it
    // as the visitor's), a closed attempt or a locked item (409).
    const attempt = await findAttempt(db, attemptId, viewer);
    if (attempt.suspendedAt && attempt.status === 'in_progress') throw attemptSuspended();
    if (attempt.status !== 'in_progress' || isExpired(attempt, now)) throw closedAttemptError(attempt);
    row = await update(attempt.userId);
    if (!row) {
      throw new AppError('item_locked', {
        status: 409,
        message: msg('You checked this answer in Tutor mode, so it can no longer change.'),
      });
    }
  }
  const caseStudy =
    asked.groupId !== null && response !== undefined
      ? await caseStudyAfterAnswer(db, attemptId, asked.groupId)
      : undefined;
  const { lowConfidence, ...state } = { lowConfidence: false, ...row };
  return { itemId, ...state, ...(lowConfidence ? { lowConfidence } : {}), ...(caseStudy ? { caseStudy } : {}) };
}

/**
 * The order rules of an answer, checked before anything is saved (the attempt's owner is checked on
 * the way to an error): an item of a case study takes an answer only once the items before it in the
 * case study have one (400 case_study_order); in NCLEX-like mode every item is answered in order,
 * none changes once a later one is answered, and there are no flags (400 nclex_order).
 */
async function requireOrder(
  db: Database,
  attemptId: string,
  asked: AskedItem,
  body: UpdateAttemptItemBody,
  viewer: Viewer,
): Promise<void> {
  try {
    if (asked.inOrder && body.flagged !== undefined) {
      throw new AppError('nclex_order', {
        status: 400,
        message: msg('NCLEX-like mode has no flags for review, as on the NCLEX: answer each question and go on.'),
      });
    }
    if (asked.inOrder && body.lowConfidence !== undefined) {
      throw new AppError('nclex_order', {
        status: 400,
        message: msg('NCLEX-like mode has no "Not sure" mark, as on the NCLEX: answer each question and go on.'),
      });
    }
    if (body.response === undefined) return;
    if (asked.inOrder) await requireNclexOrder(db, attemptId, asked.position);
    if (asked.groupId !== null && body.response !== null) {
      await requireEarlierAnswers(db, { attemptId, groupId: asked.groupId, position: asked.groupPosition ?? 0 });
    }
  } catch (error) {
    await findAttempt(db, attemptId, viewer);
    throw error;
  }
}

/**
 * Tutor mode: checks the saved answer of one item, locks it and returns it with its key, rationale
 * and points, and the item's peer figures (issue 25 item 2: the checked item's only). Checking again returns the same. Errors: 404; 400 item_not_in_attempt; 409
 * timed_mode (answers are shown only at the end), no_response (nothing to check yet),
 * attempt_submitted, attempt_abandoned or time_up.
 */
export async function checkAttemptItem(
  db: Database,
  input: { attemptId: string; itemId: string },
  now: Date,
  viewer: Viewer,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<InProgressItem> {
  const attempt = await findAttempt(db, input.attemptId, viewer);
  const asked = await reachItem(db, input.attemptId, input.itemId, viewer);
  if (attempt.mode !== 'tutor') {
    throw new AppError('timed_mode', {
      status: 409,
      message: msg('This exam is in Timed mode: answers and rationales are shown after you submit it.'),
    });
  }
  if (attempt.suspendedAt && attempt.status === 'in_progress') throw attemptSuspended();
  if (attempt.status !== 'in_progress' || isExpired(attempt, now)) throw closedAttemptError(attempt);
  const [item] = await db
    .select()
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, input.attemptId), eq(attemptItems.position, asked.position)));
  if (!item) throw attemptNotFound();
  if (item.checkedAt) return toInProgressItem(item, (await peersOfItems(db, [item])).get(item.position));
  if (!item.response) {
    throw new AppError('no_response', { status: 409, message: msg('Choose an answer before you check it.') });
  }
  const [checked] = await db
    .update(attemptItems)
    .set({ checkedAt: now, earned: scoreItem(item.item, item.response).earned, updatedAt: now })
    .where(
      and(
        eq(attemptItems.attemptId, input.attemptId),
        eq(attemptItems.position, asked.position),
        isNull(attemptItems.checkedAt),
        // A suspension committed since the attempt was read wins: the clock is stopped.
        sql`exists (select 1 from ${examAttempts} where ${examAttempts.id} = ${input.attemptId}
          and ${examAttempts.status} = 'in_progress' and ${examAttempts.suspendedAt} is null)`,
      ),
    )
    .returning();
  if (!checked) {
    const current = await findAttempt(db, input.attemptId, viewer);
    if (current.suspendedAt && current.status === 'in_progress') throw attemptSuspended();
    if (current.status !== 'in_progress') throw closedAttemptError(current);
  }
  // Issue 25 item 3: a checked item answered wrong (or right but "Not sure") becomes a flashcard.
  if (checked) await createCardsSafely(db, { ...attempt, id: input.attemptId }, [checked], now, log);
  const shown = checked ?? item;
  return toInProgressItem(shown, (await peersOfItems(db, [shown])).get(shown.position));
}
