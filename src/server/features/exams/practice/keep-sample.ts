import { and, eq, isNull } from 'drizzle-orm';
import { type KeptSample, SAMPLE_KEEP_HOURS } from '../../../../shared/exams/practice-schemas';
import { msg } from '../../../../shared/i18n/msg';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { recordTestTaken } from '../../account/service';
import { readAttempt } from '../attempts/attempt-access';
import { attemptNotFound } from '../attempts/attempt-errors';
import { examAttempts } from '../tables';

const notKeepable = (message: string) => new AppError('sample_not_keepable', { status: 409, message });

/**
 * Keeps a visitor's submitted Free Sample for `userId`, who signed up or in after taking it (issue
 * 25 item 1: "the sample test a visitor took is kept when she then signs up"): the attempt becomes
 * hers, with `claimedAt` set, and counts as a test taken (spec §4, §6: testAttempts rises only for a
 * full-access user; recordTestTaken decides), so her dashboard shows it. Allowed only for a
 * visitor's attempt (no user) of the Free Sample, submitted, started within SAMPLE_KEEP_HOURS (24 h)
 * of `now`, and once. Errors, nothing changed: 404 attempt_not_found (unknown, or another user's);
 * 409 sample_already_kept (already hers), sample_unfinished (not submitted yet), sample_not_keepable
 * (not the Free Sample, or older than 24 h).
 */
export async function keepSample(db: Database, attemptId: string, now: Date, userId: string): Promise<KeptSample> {
  const row = await readAttempt(db, attemptId);
  if (!row || (row.userId !== null && row.userId !== userId)) throw attemptNotFound();
  if (row.userId === userId) {
    throw new AppError('sample_already_kept', {
      status: 409,
      message: msg('This test is already yours: it is on your dashboard and in your attempt history.'),
    });
  }
  if (row.formKind !== 'sample') {
    throw notKeepable(msg('Only the Free Sample taken before signing up can be kept this way.'));
  }
  if (row.status !== 'submitted' || !row.submittedAt) {
    // Its own code: the browser keeps remembering an unfinished sample, and forgets one never keepable.
    throw new AppError('sample_unfinished', {
      status: 409,
      message: msg('Finish and submit the Free Sample first; an unfinished one is kept when you resume it.'),
    });
  }
  if (now.getTime() - row.startedAt.getTime() > SAMPLE_KEEP_HOURS * 60 * 60 * 1000) {
    throw notKeepable(
      msg('A Free Sample can be kept within {{sampleKeepHours}} hours of taking it; this one is older.', {
        sampleKeepHours: SAMPLE_KEEP_HOURS,
      }),
    );
  }
  const submittedAt = row.submittedAt;
  const claimed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(examAttempts)
      .set({ userId, claimedAt: now, updatedAt: now })
      .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.userId), eq(examAttempts.status, 'submitted')))
      .returning({ id: examAttempts.id });
    if (!updated) return false;
    await recordTestTaken(tx, userId, submittedAt);
    return true;
  });
  // Someone else claimed it between the read and the update: report what it is now.
  if (!claimed) return keepSample(db, attemptId, now, userId);
  return { id: attemptId, claimedAt: now.toISOString() };
}
