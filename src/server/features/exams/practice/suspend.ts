import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { secondsUntil } from '../../../../shared/exams/countdown';
import type { SuspendedPractices, SuspendedState } from '../../../../shared/exams/practice-schemas';
import { msg } from '../../../../shared/i18n/msg';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { findAttempt, graceMs, isExpired, readAttempt, readItems } from '../attempts/attempt-access';
import { readCaseStudies } from '../attempts/attempt-case-studies';
import { attemptNotFound, closedAttemptError, refuseAdaptive } from '../attempts/attempt-errors';
import { attemptItems, examAttempts, examForms } from '../tables';
import { toInProgressView } from '../views';

/**
 * Suspends `userId`'s own attempt (issue 25 item 1: "the clock stops, answers kept"): any attempt
 * in progress but an NCLEX-like one, in Tutor or Timed mode. The whole seconds left are stored in
 * `remainingSeconds` and the deadline is moved behind the grace, so that no answer, check or
 * submission is taken until it is resumed (answer.ts and submit.ts then refuse with 409
 * attempt_suspended). Suspending it again returns the same state. Errors: 404 unknown, a visitor's
 * or another user's; 409 adaptive_only, not_suspendable (NCLEX-like mode), attempt_submitted,
 * attempt_abandoned or time_up.
 */
export async function suspendAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  userId: string,
): Promise<SuspendedState> {
  const row = await findAttempt(db, attemptId, userId);
  if (row.userId !== userId) throw attemptNotFound();
  refuseAdaptive(row);
  if (row.mode === 'nclex') {
    throw new AppError('not_suspendable', {
      status: 409,
      message: msg('NCLEX-like mode runs without a pause, as the NCLEX does: finish it, or exit it to start again.'),
    });
  }
  if (row.suspendedAt && row.remainingSeconds !== null) {
    return { id: row.id, suspendedAt: row.suspendedAt.toISOString(), remainingSeconds: row.remainingSeconds };
  }
  if (row.status !== 'in_progress' || isExpired(row, now) || row.deadlineAt.getTime() <= now.getTime()) {
    throw closedAttemptError(row);
  }
  const remainingSeconds = secondsUntil(row.deadlineAt.getTime(), now.getTime());
  const [suspended] = await db
    .update(examAttempts)
    .set({
      suspendedAt: now,
      remainingSeconds,
      // Behind the grace, so the answers' own WHERE (deadline after now - grace) refuses every save.
      deadlineAt: new Date(now.getTime() - graceMs - 1000),
      updatedAt: now,
    })
    .where(
      and(
        eq(examAttempts.id, attemptId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.status, 'in_progress'),
        isNull(examAttempts.suspendedAt),
      ),
    )
    .returning({ suspendedAt: examAttempts.suspendedAt, remainingSeconds: examAttempts.remainingSeconds });
  if (!suspended?.suspendedAt || suspended.remainingSeconds === null) {
    // A submission, an exit or another suspension won the race: report what it is now.
    return suspendAttempt(db, attemptId, now, userId);
  }
  return {
    id: attemptId,
    suspendedAt: suspended.suspendedAt.toISOString(),
    remainingSeconds: suspended.remainingSeconds,
  };
}

/**
 * Resumes `userId`'s suspended attempt (issue 25 item 1): a fresh deadline = now + the seconds that
 * were left, and the start moved on by the pause, so the time spent counts the clock only.
 * Resuming an attempt that runs returns it unchanged. Errors: 404 unknown or not hers; 409
 * adaptive_only, attempt_submitted, attempt_abandoned or time_up.
 */
export async function resumeAttempt(
  db: Database,
  attemptId: string,
  now: Date,
  userId: string,
): Promise<InProgressAttempt> {
  const found = await findAttempt(db, attemptId, userId);
  if (found.userId !== userId) throw attemptNotFound();
  refuseAdaptive(found);
  if (found.suspendedAt) {
    await db
      .update(examAttempts)
      .set({
        deadlineAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${examAttempts.remainingSeconds})`,
        startedAt: sql`${examAttempts.startedAt} + (${now.toISOString()}::timestamptz - ${examAttempts.suspendedAt})`,
        suspendedAt: null,
        remainingSeconds: null,
        updatedAt: now,
      })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId), isNotNull(examAttempts.suspendedAt)));
  }
  const row = await readAttempt(db, attemptId);
  if (!row) throw attemptNotFound();
  if (row.status !== 'in_progress' || isExpired(row, now)) throw closedAttemptError(row);
  return toInProgressView(row, await readItems(db, attemptId), now, await readCaseStudies(db, attemptId));
}

/**
 * `userId`'s suspended attempts, latest suspension first (issue 25 item 1, the Training Center's
 * "Suspended practices"): title, mode, when, the seconds left, items answered of total.
 */
export async function listSuspended(db: Database, userId: string): Promise<SuspendedPractices> {
  const rows = await db
    .select({
      id: examAttempts.id,
      formTitle: examForms.title,
      mode: examAttempts.mode,
      suspendedAt: examAttempts.suspendedAt,
      remainingSeconds: examAttempts.remainingSeconds,
      answered: sql<number>`(select count(*)::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id} and ${attemptItems.response} is not null)`,
      total: sql<number>`(select count(*)::int from ${attemptItems} where ${attemptItems.attemptId} = ${examAttempts.id})`,
    })
    .from(examAttempts)
    .innerJoin(examForms, eq(examForms.id, examAttempts.formId))
    .where(
      and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'in_progress'), isNotNull(examAttempts.suspendedAt)),
    )
    .orderBy(desc(examAttempts.suspendedAt));
  return {
    practices: rows.map((row) => ({
      id: row.id,
      formTitle: row.formTitle,
      mode: row.mode,
      suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
      remainingSeconds: row.remainingSeconds ?? 0,
      answered: row.answered,
      total: row.total,
    })),
  };
}
