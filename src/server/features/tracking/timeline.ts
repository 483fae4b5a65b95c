import { eq } from 'drizzle-orm';
import { APPLICATION_STEPS, type StepKey, type Timeline, type TimelineStep } from '../../../shared/tracking/tracking';
import type { Database } from '../../db/client';
import { findUserNames, getTimeZone } from '../account/service';
import { listStudentDocuments } from '../documents/service';
import { listOrdersOfKind } from '../payments/service';
import { findEnrolment } from '../programs/service';
import { calendarDate, recordedStep } from './record-steps';
import { findTimelineStudent, studentNotFound } from './student';
import { applicationSteps } from './tables';

type StepRow = typeof applicationSteps.$inferSelect;

/**
 * The application timeline of `userId` (spec §2 "Application Tracking", §4; issue 13): every step
 * of APPLICATION_STEPS in order. A 'records' step's status and completion date follow the account,
 * the enrolment (findEnrolment), the programme fee's paid order (issue 26 item 5) and the documents (listStudentDocuments), see recordedStep; a
 * 'support' step has what an admin set (pending while nobody has). Any step carries the due date
 * and note an admin set (the fee step: else its unpaid fee's due date). Who last set a step and when (`updatedBy`, `updatedAt`) only with
 * `editors` (the admins' view); the student's own view has null for both. Dates are YYYY-MM-DD; a
 * recorded step's completion date is the student's local day in her time zone (issue 25 item 7).
 * Errors: 404 student_not_found (STUDENT_NOT_FOUND) for an unknown or deleted account.
 */
export async function getTimeline(db: Database, userId: string, { editors }: { editors: boolean }): Promise<Timeline> {
  const student = await findTimelineStudent(db, userId);
  if (!student) throw studentNotFound();
  const [enrolment, documents, rows, timeZone] = await Promise.all([
    findEnrolment(db, userId),
    listStudentDocuments(db, userId),
    db.select().from(applicationSteps).where(eq(applicationSteps.userId, userId)),
    getTimeZone(db, userId),
  ]);
  const names = editors
    ? await findUserNames(
        db,
        rows.map((row) => row.updatedById),
      )
    : new Map<string, string>();
  const byKey = new Map<StepKey, StepRow>(rows.map((row) => [row.step, row]));
  const fees = enrolment
    ? await listOrdersOfKind(db, {
        buyerId: userId,
        kind: 'programme_fee',
        itemId: enrolment.programId,
        statuses: ['paid', 'pending'],
      })
    : [];
  const paidFee = fees.find((fee) => fee.status === 'paid');
  // An unpaid fee's due date is the fee step's, unless an admin set one (a dashboard deadline).
  const feeDueAt = paidFee ? null : (fees.find((fee) => fee.status === 'pending')?.dueAt ?? null);
  const records = {
    accountCreatedAt: student.createdAt,
    enrolment,
    feePaidAt: paidFee?.paidAt ?? null,
    documents,
    timeZone,
  };
  const steps = APPLICATION_STEPS.map((definition): TimelineStep => {
    const row = byKey.get(definition.key);
    const recorded = definition.source === 'records' ? recordedStep(definition.key, records) : null;
    const status = recorded ?? {
      status: row?.status ?? 'pending',
      completedOn: row?.status === 'completed' ? (row.completedOn ?? null) : null,
    };
    return {
      key: definition.key,
      title: definition.title,
      description: definition.description,
      source: definition.source,
      status: status.status,
      completedOn: status.completedOn,
      dueOn:
        row?.dueOn ?? (definition.key === 'programme-fee-paid' && feeDueAt ? calendarDate(feeDueAt, timeZone) : null),
      note: row?.note ?? null,
      updatedAt: row && editors ? row.updatedAt.toISOString() : null,
      updatedBy: row && editors ? (names.get(row.updatedById) ?? null) : null,
    };
  });
  return { student: { id: student.id, name: student.name, email: student.email }, steps };
}
