import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import {
  APPLICATION_STEPS,
  STEP_DATE_REQUIRED,
  STEP_FOLLOWS_RECORDS,
  STEP_STATUS_LABELS,
  type StepDefinition,
  type StepStatus,
  type stepUpdateBodySchema,
  type TimelineStep,
} from '../../../shared/tracking/tracking';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isAccountDeleted } from '../account/service';
import { recordAudit } from '../audit/service';
import { findTimelineStudent, studentNotFound } from './student';
import { applicationSteps } from './tables';
import { getTimeline } from './timeline';

/** A validated body of PUT /api/admin/tracking/:userId/steps/:step (text trimmed; a field left out is undefined, '' clears it). */
type StepUpdate = z.output<typeof stepUpdateBodySchema>;

/** What the API answers for a step key that is not on the timeline. */
export const STEP_NOT_FOUND = msg('This step is not part of the application timeline.');

/** What an admin sets on one step: for a 'support' step its status and completion date; for any, a due date and a note (null for none). */
export interface StepValues {
  status: StepStatus | null;
  completedOn: string | null;
  dueOn: string | null;
  note: string | null;
}

/** The step `key` of APPLICATION_STEPS. Errors: 404 step_not_found. */
export function findStepDefinition(key: string): StepDefinition {
  const definition = APPLICATION_STEPS.find((step) => step.key === key);
  if (!definition) throw new AppError('step_not_found', { status: 404, message: STEP_NOT_FOUND });
  return definition;
}

/**
 * Writes `values` on `step` of `student`'s timeline for `admin` at `at`, with the audit entry
 * `application_step.updated` (the values before, null for a step nobody had set, and after). Run
 * it in a transaction (`tx`) that has checked the student exists. Two admins setting the same step
 * at once run one after the other: the row is created if missing, then locked (FOR UPDATE) before
 * it is read, so each audit entry's `before` is what the other left.
 */
export async function writeApplicationStep(
  tx: Database,
  {
    student,
    step,
    admin,
    values,
  }: {
    student: { id: string; name: string };
    step: StepDefinition;
    admin: { id: string };
    /** The new values, from the current ones (null when the step has no row yet). */
    values: (current: StepValues | null) => StepValues;
  },
  at: Date,
): Promise<void> {
  const created = await tx
    .insert(applicationSteps)
    .values({ userId: student.id, step: step.key, updatedById: admin.id, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ step: applicationSteps.step });
  const where = and(eq(applicationSteps.userId, student.id), eq(applicationSteps.step, step.key));
  const [row] = await tx.select().from(applicationSteps).where(where).for('update');
  if (!row) throw new Error('the application step row was not stored');
  const before: StepValues | null =
    created.length > 0 ? null : { status: row.status, completedOn: row.completedOn, dueOn: row.dueOn, note: row.note };
  const after = values(before);
  await tx
    .update(applicationSteps)
    .set({ ...after, updatedById: admin.id, updatedAt: at })
    .where(where);
  await recordAudit(tx, {
    actorId: admin.id,
    action: 'application_step.updated',
    subjectType: 'application_step',
    subjectId: `${student.id}:${step.key}`,
    subjectUserId: student.id,
    summary: stepChangeSummary(step, student, before, after),
    before: before ? { ...before } : null,
    after: { ...after },
    at,
  });
}

/** "a", "a and b", "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The audit summary of a change to `step` of `student`, from what differs between `before` (null
 * for a step nobody had set: pending, no dates, no note) and `after`: the status, the completion
 * date, the due date and the note, e.g. "Changed 'Exam scheduled' of Amara Okafor: due date to
 * 2026-05-01 and note changed"; "Saved 'Exam scheduled' of Amara Okafor unchanged" when nothing differs.
 */
function stepChangeSummary(
  step: Pick<StepDefinition, 'title' | 'source'>,
  student: { name: string },
  before: StepValues | null,
  after: StepValues,
): string {
  const previous = before ?? { status: null, completedOn: null, dueOn: null, note: null };
  const status = (values: StepValues) => values.status ?? (step.source === 'support' ? 'pending' : null);
  const date = (what: string, value: string | null) => (value ? `${what} to ${value}` : `${what} removed`);
  const changes: string[] = [];
  const newStatus = status(after);
  if (newStatus && newStatus !== status(previous)) {
    changes.push(`status to ${STEP_STATUS_LABELS[newStatus].toLowerCase()}`);
  }
  if (after.completedOn !== previous.completedOn) changes.push(date('completion date', after.completedOn));
  if (after.dueOn !== previous.dueOn) changes.push(date('due date', after.dueOn));
  if (after.note !== previous.note) {
    changes.push(after.note === null ? 'note removed' : previous.note === null ? 'note added' : 'note changed');
  }
  const subject = `'${step.title}' of ${student.name}`;
  return changes.length === 0 ? `Saved ${subject} unchanged` : `Changed ${subject}: ${listed(changes)}`;
}

/**
 * The values a validated StepUpdate sets on `step`, from the `current` ones (null for a step
 * nobody has set). The due date and the note: left out keeps the current one, '' clears it (null).
 * A 'records' step keeps status and completion date null (the records decide). A 'support' step
 * takes the body's status (its current one, or pending, when the body has none) and, when
 * completed, the body's completion date (else the current one); a step not completed has none.
 * Errors: 400 step_follows_records (STEP_FOLLOWS_RECORDS) for a status or a completion date on a
 * 'records' step; 400 step_date_required when a step would be completed without a date.
 */
function stepValues(step: StepDefinition, body: StepUpdate, current: StepValues | null): StepValues {
  const dueOn = body.dueOn === undefined ? (current?.dueOn ?? null) : body.dueOn || null;
  const note = body.note === undefined ? (current?.note ?? null) : body.note || null;
  if (step.source === 'records') {
    if (body.status !== undefined || (body.completedOn ?? '') !== '') {
      throw new AppError('step_follows_records', { status: 400, message: STEP_FOLLOWS_RECORDS });
    }
    return { status: null, completedOn: null, dueOn, note };
  }
  const status = body.status ?? current?.status ?? 'pending';
  const completedOn = status === 'completed' ? body.completedOn || current?.completedOn || null : null;
  if (status === 'completed' && !completedOn) {
    throw new AppError('step_date_required', { status: 400, message: STEP_DATE_REQUIRED });
  }
  return { status, completedOn, dueOn, note };
}

/**
 * PUT /api/admin/tracking/:userId/steps/:step: `admin` sets `stepKey` of `userId`'s timeline at
 * `at` (see stepValues), in one transaction with its audit entry; the account is read with a KEY
 * SHARE lock, so a deletion under way is waited for and then refused. Returns the step as the
 * timeline now shows it. Errors: 404 step_not_found; 400 step_follows_records, step_date_required;
 * 404 student_not_found for an unknown or deleted account. Nothing is stored on refusal.
 */
export async function updateApplicationStep(
  db: Database,
  { userId, stepKey, admin, body }: { userId: string; stepKey: string; admin: AccountUser; body: StepUpdate },
  at: Date,
): Promise<TimelineStep> {
  const step = findStepDefinition(stepKey);
  stepValues(step, body, null);
  await db.transaction(async (tx) => {
    if (await isAccountDeleted(tx, userId)) throw studentNotFound();
    const student = await findTimelineStudent(tx, userId);
    if (!student) throw studentNotFound();
    await writeApplicationStep(tx, { student, step, admin, values: (current) => stepValues(step, body, current) }, at);
  });
  const timeline = await getTimeline(db, userId, { editors: true });
  const updated = timeline.steps.find((candidate) => candidate.key === step.key);
  if (!updated) throw studentNotFound();
  return updated;
}
