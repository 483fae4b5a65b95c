import { asc, eq } from 'drizzle-orm';
import { ANSWER_GRACE_SECONDS } from '../../../../shared/exams/rules';
import type { Database } from '../../../db/client';
import { type AttemptItemRow, attemptItems, examAttempts, examForms } from '../tables';
import type { AttemptWithForm } from '../views';
import { attemptNotFound } from './attempt-errors';

/** The signed-in user's id, or null for a visitor. */
export type Viewer = string | null;

/** Answers count until this many milliseconds after the deadline (ANSWER_GRACE_SECONDS). */
export const graceMs = ANSWER_GRACE_SECONDS * 1000;

/**
 * True once the deadline and the grace for in-flight answers have passed. A suspended attempt
 * (issue 25 item 1: its clock stopped) never expires until it is resumed.
 */
export function isExpired(
  row: Pick<AttemptWithForm, 'deadlineAt'> & { suspendedAt?: Date | null },
  now: Date,
): boolean {
  if (row.suspendedAt) return false;
  return now.getTime() > row.deadlineAt.getTime() + graceMs;
}

/** The columns of an attempt with its form's title and kind, for a select. */
export const attemptWithForm = {
  attempt: examAttempts,
  formTitle: examForms.title,
  formKind: examForms.kind,
};

/** The attempt `attemptId` with its form, whoever it belongs to (locked for update with `lock`); undefined when unknown. */
export async function readAttempt(db: Database, attemptId: string, lock = false): Promise<AttemptWithForm | undefined> {
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
export async function findAttempt(db: Database, attemptId: string, viewer: Viewer): Promise<AttemptWithForm> {
  const row = await readAttempt(db, attemptId);
  if (!row || (row.userId !== null && row.userId !== viewer)) throw attemptNotFound();
  return row;
}

/** The items of `attemptId` in position order. */
export async function readItems(db: Database, attemptId: string): Promise<AttemptItemRow[]> {
  return db
    .select()
    .from(attemptItems)
    .where(eq(attemptItems.attemptId, attemptId))
    .orderBy(asc(attemptItems.position));
}
