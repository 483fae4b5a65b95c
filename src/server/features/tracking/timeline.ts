import { eq } from 'drizzle-orm';
import {
  APPLICATION_STEPS,
  type StepKey,
  type Timeline,
  type TimelineStep,
} from '../../../shared/student-services/tracking';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { listStudentDocuments } from '../documents/service';
import { findEnrolment } from '../programs/service';
import { recordedStep } from './record-steps';
import { findTimelineStudent, studentNotFound } from './student';
import { applicationSteps } from './tables';

type StepRow = typeof applicationSteps.$inferSelect;

/**
 * The application timeline of `userId` (spec §2 "Application Tracking", §4; issue 13): every step
 * of APPLICATION_STEPS in order. A 'records' step's status and completion date follow the account,
 * the enrolment (findEnrolment) and the documents (listStudentDocuments), see recordedStep; a
 * 'support' step has what an admin set (pending while nobody has). Any step carries the due date
 * and note an admin set, and who set them when. Dates are YYYY-MM-DD (UTC).
 * Errors: 404 student_not_found (STUDENT_NOT_FOUND) for an unknown or deleted account.
 */
export async function getTimeline(db: Database, userId: string): Promise<Timeline> {
  const student = await findTimelineStudent(db, userId);
  if (!student) throw studentNotFound();
  const [enrolment, documents, rows] = await Promise.all([
    findEnrolment(db, userId),
    listStudentDocuments(db, userId),
    db.select().from(applicationSteps).where(eq(applicationSteps.userId, userId)),
  ]);
  const names = await findUserNames(
    db,
    rows.map((row) => row.updatedById),
  );
  const byKey = new Map<StepKey, StepRow>(rows.map((row) => [row.step, row]));
  const records = { accountCreatedAt: student.createdAt, enrolment, documents };
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
      dueOn: row?.dueOn ?? null,
      note: row?.note ?? null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      updatedBy: row ? (names.get(row.updatedById) ?? null) : null,
    };
  });
  return { student: { id: student.id, name: student.name, email: student.email }, steps };
}
