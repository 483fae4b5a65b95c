import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import type { ExamMode } from '../../../../shared/exams/forms';
import type { QuestionContent } from '../../../../shared/items/registry';
import { maxQuestions } from '../../../../shared/roles';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { findFormToStart } from '../forms';
import { attemptItems, type ExamFormRow, examAttempts } from '../tables';
import { toInProgressView } from '../views';
import { rememberAskedItems } from './asked-items';
import { findAttempt, isExpired, readAttempt, readItems, type Viewer } from './attempt-access';
import { attemptNotFound, closedAttemptError } from './attempt-errors';
import { attemptItemRows, nextItems } from './next-items';
import { submitAttempt } from './submit';

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
    const rows = attemptItemRows(attempt.id, input.items, 0, now);
    await tx.insert(attemptItems).values(rows);
    return { attempt, rows };
  });
  rememberAskedItems(attempt.id, rows);
  return toInProgressView({ ...attempt, formTitle: input.form.title, formKind: input.form.kind }, rows, now);
}

/**
 * Starts an attempt of form `formId` for `user` (null: a visitor) in `mode` (spec §4 "Quiz", §9):
 * up to the form's count capped by the user's maximum (spec §6), the first step of the form's
 * selection rule (for the fixed draw, every item at random from those its filter allows, to the
 * client-needs shares of the test plan for `test-plan` forms, in random order), each copied into
 * the attempt; a deadline `timeLimitSeconds` from `now`. The view holds no keys. Errors: 404
 * form_not_found; 403 registration_required (spec §6); 503 question_bank_too_small when fewer
 * items than needed are available.
 */
export async function startAttempt(
  db: Database,
  formId: string,
  mode: ExamMode,
  user: AccountUser | null,
  now: Date,
): Promise<InProgressAttempt> {
  const form = await findFormToStart(db, formId, user);
  const length = Math.min(form.questionCount, maxQuestions(user));
  const items = await nextItems(db, { form, length, asked: [] });
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
  if (!row || (row.userId !== null && row.userId !== userId)) throw attemptNotFound();
  if (row.userId === null || row.status !== 'in_progress' || isExpired(row, now)) throw closedAttemptError(row);
  return toInProgressView(row, await readItems(db, attemptId), now);
}
