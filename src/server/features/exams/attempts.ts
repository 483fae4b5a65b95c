import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { secondsSpent } from '../../../shared/exams/countdown';
import type { ExamMode } from '../../../shared/exams/forms';
import { ANSWER_GRACE_SECONDS, PERCENTILE_MIN_TAKERS, percentileRank, scorePercent } from '../../../shared/exams/rules';
import type {
  Attempt,
  AttemptHistory,
  AttemptItemState,
  InProgressAttempt,
  InProgressItem,
  SubmittedAttempt,
  UpdateAttemptItemBody,
} from '../../../shared/exams/schemas';
import { selectItems } from '../../../shared/exams/test-plan';
import { parseItemResponse, type QuestionContent, scoreItem, toItemView } from '../../../shared/items/registry';
import { maxQuestions } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordTestTaken } from '../account/service';
import { type AskedItem, askedItems, rememberAskedItems } from './attempt-item-views';
import { getItems, listDrawableItems } from './bank/bank-items';
import { findFormToStart } from './forms';
import { saveResponseStatement } from './save-response-statement';
import { type AttemptItemRow, attemptItems, type ExamFormRow, examAttempts, examForms } from './tables';
import {
  type AttemptWithForm,
  toAbandonedView,
  toAttemptSummary,
  toInProgressItem,
  toInProgressView,
  toSubmittedView,
} from './views';

/** The signed-in user's id, or null for a visitor. */
type Viewer = string | null;

const notFound = () =>
  new AppError('attempt_not_found', {
    status: 404,
    message: 'This exam attempt does not exist. Start a new test.',
  });

const graceMs = ANSWER_GRACE_SECONDS * 1000;

/** True once the deadline and the grace for in-flight answers have passed. */
function isExpired(row: Pick<AttemptWithForm, 'deadlineAt'>, now: Date): boolean {
  return now.getTime() > row.deadlineAt.getTime() + graceMs;
}

const attemptWithForm = {
  attempt: examAttempts,
  formTitle: examForms.title,
  formKind: examForms.kind,
};

async function readAttempt(db: Database, attemptId: string, lock = false): Promise<AttemptWithForm | undefined> {
  const query = db
    .select(attemptWithForm)
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(eq(examAttempts.id, attemptId));
  const [row] = lock ? await query.for('update', { of: examAttempts }) : await query;
  return row ? { ...row.attempt, formTitle: row.formTitle, formKind: row.formKind } : undefined;
}

/**
 * The attempt as `viewer` may reach it. An attempt taken by a signed-in user is theirs alone: to
 * anyone else, on a shared browser too, it does not exist (404). A visitor's attempt is reached by
 * its id alone, whoever reads it; it becomes a user's only through claimAttempt.
 */
async function findAttempt(db: Database, attemptId: string, viewer: Viewer): Promise<AttemptWithForm> {
  const row = await readAttempt(db, attemptId);
  if (!row || (row.userId !== null && row.userId !== viewer)) throw notFound();
  return row;
}

/**
 * Takes a visitor's attempt over for the signed-in `userId` (a visitor who signs in during the free
 * sample test keeps their answers, and the attempt counts for them), only while it is in progress.
 * Claiming one's own attempt again returns it unchanged. Errors: 404 unknown attempt, or another
 * user's; 409 attempt_submitted, attempt_abandoned or time_up when it is no longer in progress.
 */
export async function claimAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  userId: string,
): Promise<InProgressAttempt> {
  await db
    .update(examAttempts)
    .set({ userId, updatedAt: now })
    .where(
      and(
        eq(examAttempts.id, attemptId),
        isNull(examAttempts.userId),
        eq(examAttempts.status, 'in_progress'),
        gt(examAttempts.deadlineAt, now),
      ),
    );
  const row = await readAttempt(db, attemptId);
  if (!row || (row.userId !== null && row.userId !== userId)) throw notFound();
  if (row.userId === null || row.status !== 'in_progress' || isExpired(row, now)) throw closedAttemptError(row);
  return toInProgressView(row, await readItems(db, attemptId), now);
}

async function readItems(db: Database, attemptId: string): Promise<AttemptItemRow[]> {
  return db
    .select()
    .from(attemptItems)
    .where(eq(attemptItems.attemptId, attemptId))
    .orderBy(asc(attemptItems.position));
}

function closedAttemptError(row: AttemptWithForm): AppError {
  if (row.status === 'submitted') {
    return new AppError('attempt_submitted', {
      status: 409,
      message: 'This exam has already been submitted; its answers can no longer change.',
    });
  }
  if (row.status === 'abandoned') {
    return new AppError('attempt_abandoned', {
      status: 409,
      message: 'You exited this exam, so its answers were discarded. Start the test again.',
    });
  }
  return new AppError('time_up', {
    status: 409,
    message: 'Time is up for this exam; answers can no longer change. Submit it to see your result.',
  });
}

async function insertAttempt(
  db: Database,
  input: {
    form: Pick<ExamFormRow, 'id' | 'title' | 'kind'>;
    mode: ExamMode;
    items: QuestionContent[];
    timeLimitSeconds: number;
    retakeOf: string | null;
    userId: Viewer;
  },
  now: Date,
): Promise<InProgressAttempt> {
  const { attempt, rows } = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        formId: input.form.id,
        mode: input.mode,
        timeLimitSeconds: input.timeLimitSeconds,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + input.timeLimitSeconds * 1000),
        retakeOf: input.retakeOf,
        userId: input.userId,
      })
      .returning();
    if (!attempt) throw new Error('insert returned no row');
    const rows: AttemptItemRow[] = input.items.map((item, position) => ({
      attemptId: attempt.id,
      position,
      itemId: item.id,
      itemType: item.itemType,
      subject: item.subject,
      clientNeeds: item.clientNeeds,
      item,
      response: null,
      earned: null,
      possible: scoreItem(item, null).possible,
      flagged: false,
      secondsSpent: 0,
      checkedAt: null,
      createdAt: now,
      updatedAt: now,
    }));
    await tx.insert(attemptItems).values(rows);
    return { attempt, rows };
  });
  rememberAskedItems(
    attempt.id,
    new Map(rows.map((row) => [row.itemId, { position: row.position, view: toItemView(row.item) }])),
  );
  return toInProgressView({ ...attempt, formTitle: input.form.title, formKind: input.form.kind }, rows, now);
}

/**
 * Starts an attempt of form `formId` for `user` (null: a visitor) in `mode` (spec §4 "Quiz", §9):
 * the form's count capped by the user's maximum (spec §6), drawn at random from the items its
 * filter allows (to the client-needs shares of the test plan for `test-plan` forms), in random
 * order, each copied into the attempt; a deadline `timeLimitSeconds` from `now`. The view holds no
 * keys. Errors: 404 form_not_found; 403 registration_required (spec §6); 503
 * question_bank_too_small when fewer items than needed are available.
 */
export async function startAttempt(
  db: Database,
  formId: string,
  mode: ExamMode,
  user: AccountUser | null,
  now: Date,
): Promise<InProgressAttempt> {
  const form = await findFormToStart(db, formId, user);
  const count = Math.min(form.questionCount, maxQuestions(user));
  const chosen = selectItems(await listDrawableItems(db, form.filter), count, form.selection);
  if (chosen.length < count) {
    throw new AppError('question_bank_too_small', {
      status: 503,
      message: `The ${form.title} test is not available right now because the question bank is being updated. Please try again later.`,
    });
  }
  const items = await getItems(
    db,
    chosen.map((item) => item.id),
  );
  return insertAttempt(
    db,
    { form, mode, items, timeLimitSeconds: form.timeLimitSeconds, retakeOf: null, userId: user?.id ?? null },
    now,
  );
}

/**
 * Retakes an attempt (spec §4: "results -> quiz (Retake Exam, same questions)"; also used to start
 * again after Exit Exam): a new attempt of the same form and mode with the same items in the same
 * order, fresh answers and clock. An in-progress attempt whose time is up is submitted first.
 * Errors: 404 unknown attempt, or another user's; 409 attempt_in_progress while it is being taken.
 */
export async function retakeAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  viewer: Viewer,
): Promise<InProgressAttempt> {
  const source = await findAttempt(db, attemptId, viewer);
  if (source.status === 'in_progress' && !isExpired(source, now)) {
    throw new AppError('attempt_in_progress', {
      status: 409,
      message: 'This attempt is still in progress. Submit it or exit it before starting again.',
    });
  }
  if (source.status === 'in_progress') await submitAttempt(db, attemptId, now, viewer);
  const items = (await readItems(db, attemptId)).map((row) => row.item);
  return insertAttempt(
    db,
    {
      form: { id: source.formId, title: source.formTitle, kind: source.formKind },
      mode: source.mode,
      items,
      timeLimitSeconds: source.timeLimitSeconds,
      retakeOf: source.id,
      userId: viewer,
    },
    now,
  );
}

/**
 * The attempt as its browser sees it. An in-progress attempt whose time is up (deadline plus
 * ANSWER_GRACE_SECONDS) is submitted first with the answers it holds (spec §4: auto-submit at zero).
 * Errors: 404 unknown attempt, or another user's.
 */
export async function getAttempt(db: Database, attemptId: string, now: Date, viewer: Viewer): Promise<Attempt> {
  const row = await findAttempt(db, attemptId, viewer);
  if (row.status === 'in_progress' && isExpired(row, now)) return submitAttempt(db, attemptId, now, viewer);
  if (row.status === 'abandoned') return toAbandonedView(row);
  const items = await readItems(db, attemptId);
  if (row.status === 'submitted') return toSubmittedView(row, items, await percentileOf(db, row));
  return toInProgressView(row, items, now);
}

/**
 * An item of an attempt `viewer` may reach. 404 for an unknown attempt (every attempt asks at least
 * one item) or another's; 400 for an item it did not ask. Ownership is checked here only on the way
 * to an error (the save itself checks it in its `WHERE`), so that no one learns anything of an
 * attempt that is not theirs.
 */
async function askedItem(db: Database, attemptId: string, itemId: string, viewer: Viewer): Promise<AskedItem> {
  const items = await askedItems(db, attemptId);
  if (items.size === 0) throw notFound();
  const asked = items.get(itemId);
  if (!asked) {
    await findAttempt(db, attemptId, viewer);
    throw new AppError('item_not_in_attempt', {
      status: 400,
      message: `Item "${itemId}" is not part of this attempt.`,
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
  const asked = await askedItem(db, attemptId, itemId, viewer);
  let response = body.response;
  if (response !== undefined && response !== null) {
    const parsed = parseItemResponse(asked.view, response);
    if (!parsed.ok) {
      await findAttempt(db, attemptId, viewer);
      throw new AppError('invalid_response', { status: 400, message: parsed.message });
    }
    response = parsed.response;
  }
  /** Saves into the attempt of `owner` (the viewer's own, or a visitor's attempt the viewer reached by id). */
  const update = async (owner: Viewer = viewer) => {
    if (response !== undefined && body.flagged === undefined && !body.addSeconds) {
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
        secondsSpent: attemptItems.secondsSpent,
      });
    return row;
  };
  let row = await update();
  if (!row) {
    // Why not: another's attempt (404), a visitor's attempt saved by a signed-in reader (save it
    // as the visitor's), a closed attempt or a locked item (409).
    const attempt = await findAttempt(db, attemptId, viewer);
    if (attempt.status !== 'in_progress' || now.getTime() > attempt.deadlineAt.getTime() + graceMs) {
      throw closedAttemptError(attempt);
    }
    row = await update(attempt.userId);
    if (!row) {
      throw new AppError('item_locked', {
        status: 409,
        message: 'You checked this answer in Tutor mode, so it can no longer change.',
      });
    }
  }
  return { itemId, ...row };
}

/**
 * Tutor mode: checks the saved answer of one item, locks it and returns it with its key, rationale
 * and points. Checking again returns the same. Errors: 404; 400 item_not_in_attempt; 409
 * timed_mode (answers are shown only at the end), no_response (nothing to check yet),
 * attempt_submitted, attempt_abandoned or time_up.
 */
export async function checkAttemptItem(
  db: Database,
  input: { attemptId: string; itemId: string },
  now: Date,
  viewer: Viewer,
): Promise<InProgressItem> {
  const attempt = await findAttempt(db, input.attemptId, viewer);
  const asked = await askedItem(db, input.attemptId, input.itemId, viewer);
  if (attempt.mode !== 'tutor') {
    throw new AppError('timed_mode', {
      status: 409,
      message: 'This exam is in Timed mode: answers and rationales are shown after you submit it.',
    });
  }
  if (attempt.status !== 'in_progress' || isExpired(attempt, now)) throw closedAttemptError(attempt);
  const [item] = await db
    .select()
    .from(attemptItems)
    .where(and(eq(attemptItems.attemptId, input.attemptId), eq(attemptItems.position, asked.position)));
  if (!item) throw notFound();
  if (item.checkedAt) return toInProgressItem(item);
  if (!item.response) {
    throw new AppError('no_response', { status: 409, message: 'Choose an answer before you check it.' });
  }
  const [checked] = await db
    .update(attemptItems)
    .set({ checkedAt: now, earned: scoreItem(item.item, item.response).earned, updatedAt: now })
    .where(
      and(
        eq(attemptItems.attemptId, input.attemptId),
        eq(attemptItems.position, asked.position),
        isNull(attemptItems.checkedAt),
      ),
    )
    .returning();
  return toInProgressItem(checked ?? item);
}

/** Where `row`'s percent stands among everyone's first attempts of its form, once enough users took it. */
async function percentileOf(db: Database, row: AttemptWithForm): Promise<SubmittedAttempt['percentile']> {
  const firsts = await db
    .selectDistinctOn([examAttempts.userId], { percent: examAttempts.percent })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.formId, row.formId),
        eq(examAttempts.status, 'submitted'),
        sql`${examAttempts.userId} is not null`,
      ),
    )
    .orderBy(examAttempts.userId, asc(examAttempts.submittedAt));
  if (firsts.length < PERCENTILE_MIN_TAKERS) return null;
  const percents = firsts.map((first) => first.percent ?? 0);
  return { percentile: percentileRank(row.percent ?? 0, percents), takers: percents.length };
}

/**
 * Submits an attempt and stores its result (spec §3 "Exam result", §4 "Quiz"): each item scored by
 * its type's scorer, score = points earned of points possible (for multiple-choice items, the count
 * correct), percent rounded; time spent in whole seconds, counted to the deadline at most. After the
 * deadline, the answers saved until then (and within the grace) count. In the same transaction a
 * full-access user's testAttempts rises by one and lastTestDate is set (spec §4). Submitting again
 * returns the stored result. Errors: 404 unknown attempt, or another user's; 409 attempt_abandoned.
 */
export async function submitAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  viewer: Viewer,
): Promise<SubmittedAttempt> {
  await findAttempt(db, attemptId, viewer);
  const { row, items } = await db.transaction(async (tx) => {
    const row = await readAttempt(tx, attemptId, true);
    if (!row) throw notFound();
    const items = await readItems(tx, attemptId);
    if (row.status === 'submitted') return { row, items };
    if (row.status === 'abandoned') throw closedAttemptError(row);

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
      .where(eq(examAttempts.id, attemptId))
      .returning();
    if (!submitted) throw notFound();
    if (submitted.userId) await recordTestTaken(tx, submitted.userId, now);
    return { row: { ...submitted, formTitle: row.formTitle, formKind: row.formKind }, items: scored };
  });
  return toSubmittedView(row, items, await percentileOf(db, row));
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

/**
 * The attempt history of `userId`: every attempt in progress or submitted (not those exited),
 * newest first, with its form, date, score and duration.
 */
export async function listAttempts(db: Database, userId: string, limit?: number): Promise<AttemptHistory> {
  const query = db
    .select({
      ...attemptWithForm,
      itemCount: sql<number>`(select count(*)::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id})`,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(and(eq(examAttempts.userId, userId), ne(examAttempts.status, 'abandoned')))
    .orderBy(desc(examAttempts.startedAt));
  const rows = limit ? await query.limit(limit) : await query;
  return {
    attempts: rows.map((row) =>
      toAttemptSummary({ ...row.attempt, formTitle: row.formTitle, formKind: row.formKind, itemCount: row.itemCount }),
    ),
  };
}
