import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { AccountUser } from '../../../../shared/account/user';
import { ADAPTIVE_FORM_IDS } from '../../../../shared/exams/forms';
import { msg } from '../../../../shared/i18n/msg';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { startAdaptiveAttempt } from '../adaptive/start-adaptive';
import { isExpired } from '../attempts/attempt-access';
import { startAttemptOfForm } from '../attempts/start';
import { mayTakeForm } from '../forms';
import { examAttempts, examForms } from '../tables';

/** A form as a class assignment names it. */
export interface AssignableForm {
  id: string;
  title: string;
  kind: string;
  questionCount: number;
}

/**
 * The tests `user` (an instructor or admin) may assign to a class (issue 28 item 5): the built-in
 * quiz forms and adaptive exams in the Training Center's order (not the Free Sample's visitor-only
 * purpose excluded: every built-in form but practices), then her own custom tests, newest first.
 */
export async function listAssignableForms(db: Database, user: AccountUser): Promise<AssignableForm[]> {
  const rows = await db
    .select({
      id: examForms.id,
      title: examForms.title,
      kind: examForms.kind,
      questionCount: examForms.questionCount,
      ownerId: examForms.ownerId,
    })
    .from(examForms)
    .where(
      and(
        isNull(examForms.archivedAt),
        ne(examForms.kind, 'practice'),
        or(isNull(examForms.ownerId), eq(examForms.ownerId, user.id)),
      ),
    )
    .orderBy(asc(examForms.position), asc(examForms.createdAt));
  const builtIn = rows.filter((row) => row.ownerId === null);
  const custom = rows.filter((row) => row.ownerId !== null).reverse();
  return [...builtIn, ...custom].map(({ ownerId: _owner, ...form }) => form);
}

/** The forms `formIds` (archived ones too: an assignment keeps its test's name), by id. */
export async function formsByIds(
  db: Database,
  formIds: readonly string[],
): Promise<Map<string, { id: string; title: string; kind: string }>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .select({ id: examForms.id, title: examForms.title, kind: examForms.kind })
    .from(examForms)
    .where(inArray(examForms.id, [...new Set(formIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An attempt as a class's results and a student's assignment list read it. */
export interface AttemptSummary {
  id: string;
  userId: string | null;
  formId: string;
  status: 'in_progress' | 'submitted' | 'abandoned';
  /** Score percent once submitted. */
  percent: number | null;
  startedAt: Date;
  submittedAt: Date | null;
  /** True while it may still be answered (in progress, its time not up). */
  resumable: boolean;
}

/** The attempts `attemptIds`, read only, as of `now`. */
export async function attemptSummaries(
  db: Database,
  attemptIds: readonly string[],
  now: Date,
): Promise<AttemptSummary[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .select()
    .from(examAttempts)
    .where(inArray(examAttempts.id, [...new Set(attemptIds)]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    formId: row.formId,
    status: row.status,
    percent: row.status === 'submitted' ? row.percent : null,
    startedAt: row.startedAt,
    submittedAt: row.submittedAt,
    resumable: row.status === 'in_progress' && !isExpired(row, now),
  }));
}

/**
 * Starts an attempt of the form `formId` for `user`, a member of a class it is assigned to (issue
 * 28 item 5): as the Training Center starts it (Timed mode; an adaptive exam through its own start,
 * which resumes her open one), but a custom test is open to her though it is its author's
 * (the class's instructor assigned it). Returns the attempt's id and its form's kind (attemptHref).
 * Errors: 404 form_not_found (deleted), 403 registration_required (a built-in test needs full
 * access she lacks), 503 question_bank_too_small; as startAttempt otherwise.
 */
export async function startAssignedAttempt(
  db: Database,
  formId: string,
  user: AccountUser,
  now: Date,
): Promise<{ attemptId: string; formKind: string }> {
  const [form] = await db
    .select()
    .from(examForms)
    .where(and(eq(examForms.id, formId), isNull(examForms.archivedAt)));
  if (!form) {
    throw new AppError('form_not_found', {
      status: 404,
      message: msg('The test of this assignment was deleted. Ask your instructor to assign another one.'),
    });
  }
  if (form.access !== 'owner' && !mayTakeForm(form, user)) {
    throw new AppError('registration_required', {
      status: 403,
      message: msg('The {{title}} test is for registered members. Register to take it.', { title: form.title }),
    });
  }
  if (form.kind === 'adaptive') {
    const examId = form.id === ADAPTIVE_FORM_IDS.pn ? 'pn' : 'rn';
    const adaptive = await startAdaptiveAttempt(db, examId, user, now);
    return { attemptId: adaptive.id, formKind: form.kind };
  }
  const attempt = await startAttemptOfForm(db, form, { mode: 'timed' }, user, now);
  return { attemptId: attempt.id, formKind: form.kind };
}
