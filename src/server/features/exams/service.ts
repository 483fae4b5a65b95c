import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { secondsSpent } from '../../../shared/exams/countdown';
import { ANSWER_GRACE_SECONDS, countCorrect, SAMPLE_TEST, UNANSWERED } from '../../../shared/exams/rules';
import type { Attempt, InProgressAttempt, SubmittedAttempt } from '../../../shared/exams/schemas';
import type { Database } from '../../db/client';
import { type ExamAttemptRow, type ExamItem, examAttempts } from '../../db/schema';
import { AppError } from '../../errors';
import { drawRandomQuestions } from '../questions/service';
import { toAttemptView, toInProgressView, toSubmittedView } from './views';

const notFound = () =>
  new AppError('attempt_not_found', {
    status: 404,
    message: 'This sample test attempt does not exist. Start a new sample test.',
  });

const graceMs = ANSWER_GRACE_SECONDS * 1000;

/** True once the deadline and the grace for in-flight answers have passed. */
function isExpired(row: ExamAttemptRow, now: Date): boolean {
  return now.getTime() > row.deadlineAt.getTime() + graceMs;
}

/**
 * The attempt as `viewer` (the signed-in user's id, or null for a visitor) may reach it. An attempt
 * taken by a signed-in user is theirs alone: to anyone else, on a shared browser too, it does not
 * exist (404). A visitor's attempt opened by a signed-in user becomes theirs (spec §2 "Dashboard":
 * a signed-in user's attempts count for them).
 */
async function findAttempt(db: Database, attemptId: string, viewer: string | null): Promise<ExamAttemptRow> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!row || (row.userId !== null && row.userId !== viewer)) throw notFound();
  if (row.userId === null && viewer !== null) {
    const [claimed] = await db
      .update(examAttempts)
      .set({ userId: viewer })
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.userId)))
      .returning();
    if (!claimed) return findAttempt(db, attemptId, viewer);
    return claimed;
  }
  return row;
}

async function insertAttempt(
  db: Database,
  items: ExamItem[],
  now: Date,
  links: { retakeOf: string | null; userId: string | null },
): Promise<InProgressAttempt> {
  const [row] = await db
    .insert(examAttempts)
    .values({
      kind: 'sample',
      items,
      answers: items.map(() => UNANSWERED),
      timeLimitSeconds: SAMPLE_TEST.timeLimitSeconds,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + SAMPLE_TEST.timeLimitSeconds * 1000),
      retakeOf: links.retakeOf,
      userId: links.userId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toInProgressView(row, now);
}

/**
 * Starts a free sample test (spec §4 "Sample test", §9): ten questions drawn at random from the
 * active bank and copied into the attempt, all unanswered, a deadline 15 minutes from `now`.
 * The view holds no keys. `userId` links it to a signed-in user (null for a visitor).
 * Errors: 503 question_bank_too_small when the bank has fewer than ten.
 */
export async function startSampleTest(db: Database, now: Date, userId: string | null): Promise<InProgressAttempt> {
  const items = await drawRandomQuestions(db, SAMPLE_TEST.questionCount);
  if (items.length < SAMPLE_TEST.questionCount) {
    throw new AppError('question_bank_too_small', {
      status: 503,
      message:
        'The sample test is not available right now because the question bank is being updated. Please try again later.',
    });
  }
  return insertAttempt(db, items, now, { retakeOf: null, userId });
}

/**
 * Retakes an attempt (spec §4: "results -> quiz (Retake Exam, same questions)"; also used to
 * start again after Exit Exam): a new attempt with the same questions, fresh answers and clock.
 * An in-progress attempt whose time is up is submitted first. The new attempt belongs to `userId`
 * (the signed-in user, or null). Errors: 404 unknown attempt, or another user's;
 * 409 attempt_in_progress when the source is still being taken.
 */
export async function retakeAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  userId: string | null,
): Promise<InProgressAttempt> {
  const source = await findAttempt(db, attemptId, userId);
  if (source.status === 'in_progress' && !isExpired(source, now)) {
    throw new AppError('attempt_in_progress', {
      status: 409,
      message: 'This attempt is still in progress. Submit it or exit it before starting again.',
    });
  }
  if (source.status === 'in_progress') await submitAttempt(db, attemptId, now, userId);
  return insertAttempt(db, source.items, now, { retakeOf: source.id, userId });
}

/**
 * The attempt as its browser sees it. An in-progress attempt whose time is up (deadline plus
 * ANSWER_GRACE_SECONDS) is submitted first with the answers it holds (spec §4: auto-submit at zero).
 * Errors: 404 unknown attempt, or another user's.
 */
export async function getAttempt(db: Database, attemptId: string, now: Date, viewer: string | null): Promise<Attempt> {
  const row = await findAttempt(db, attemptId, viewer);
  if (row.status === 'in_progress' && isExpired(row, now)) return submitAttempt(db, attemptId, now, viewer);
  return toAttemptView(row, now);
}

/**
 * Saves the chosen option for one question of an in-progress attempt; choosing again replaces it.
 * Accepted until ANSWER_GRACE_SECONDS after the deadline, so a choice made in the last second is
 * not lost to latency. Returns every answer of the attempt (-1 = unanswered). Changes nothing on
 * error: 404 unknown attempt, or another user's; 400 question_not_in_attempt; 409 attempt_submitted,
 * attempt_abandoned or time_up.
 */
export async function saveAnswer(
  db: Database,
  input: { attemptId: string; questionId: string; answer: number },
  now: Date,
  viewer: string | null,
): Promise<number[]> {
  const row = await findAttempt(db, input.attemptId, viewer);
  const index = row.items.findIndex((item) => item.id === input.questionId);
  if (index === -1) {
    throw new AppError('question_not_in_attempt', {
      status: 400,
      message: `Question "${input.questionId}" is not part of this attempt.`,
    });
  }
  const [updated] = await db
    .update(examAttempts)
    .set({
      answers: sql`jsonb_set(${examAttempts.answers}, ${`{${index}}`}::text[], ${JSON.stringify(input.answer)}::jsonb)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(examAttempts.id, input.attemptId),
        eq(examAttempts.status, 'in_progress'),
        gt(examAttempts.deadlineAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .returning({ answers: examAttempts.answers });
  if (updated) return updated.answers;
  throw closedAttemptError(await findAttempt(db, input.attemptId, viewer));
}

function closedAttemptError(row: ExamAttemptRow): AppError {
  if (row.status === 'submitted') {
    return new AppError('attempt_submitted', {
      status: 409,
      message: 'This exam has already been submitted; its answers can no longer change.',
    });
  }
  if (row.status === 'abandoned') {
    return new AppError('attempt_abandoned', {
      status: 409,
      message: 'You exited this exam, so its answers were discarded. Start the sample test again.',
    });
  }
  return new AppError('time_up', {
    status: 409,
    message: 'Time is up for this exam; answers can no longer change. Submit it to see your result.',
  });
}

/**
 * Submits an attempt and stores its result (spec §3 "Exam result", §4 "Quiz"): score = count of
 * answers equal to the key; time spent in whole seconds, counted to the deadline at most. After
 * the deadline, the answers saved until then (and within the grace) count. Submitting again
 * returns the stored result. Errors: 404 unknown attempt, or another user's; 409 attempt_abandoned.
 */
export async function submitAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  viewer: string | null,
): Promise<SubmittedAttempt> {
  await findAttempt(db, attemptId, viewer);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
    if (!row) throw notFound();
    if (row.status === 'submitted') return toSubmittedView(row);
    if (row.status === 'abandoned') throw closedAttemptError(row);

    const end = Math.min(now.getTime(), row.deadlineAt.getTime());
    const [submitted] = await tx
      .update(examAttempts)
      .set({
        status: 'submitted',
        submittedAt: now,
        score: countCorrect(
          row.answers,
          row.items.map((item) => item.correctAnswer),
        ),
        timeSpentSeconds: secondsSpent(row.startedAt.getTime(), end, row.timeLimitSeconds),
        updatedAt: now,
      })
      .where(eq(examAttempts.id, attemptId))
      .returning();
    if (!submitted) throw notFound();
    return toSubmittedView(submitted);
  });
}

/**
 * Exit Exam (spec §4: "quiz -> intro, discards answers"): the attempt is closed and its answers
 * cleared. Exiting twice is harmless. Errors: 404 unknown attempt, or another user's;
 * 409 attempt_submitted (also when a submission wins a race with the exit).
 */
export async function abandonAttempt(db: Database, attemptId: string, now: Date, viewer: string | null): Promise<void> {
  const row = await findAttempt(db, attemptId, viewer);
  if (row.status === 'abandoned') return;
  const [abandoned] = await db
    .update(examAttempts)
    .set({
      status: 'abandoned',
      abandonedAt: now,
      answers: row.items.map(() => UNANSWERED),
      updatedAt: now,
    })
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'in_progress')))
    .returning({ id: examAttempts.id });
  if (abandoned) return;
  const current = await findAttempt(db, attemptId, viewer);
  if (current.status !== 'abandoned') throw closedAttemptError(current);
}
