import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type {
  AssignableForms,
  AssignmentBody,
  AssignmentDatesBody,
  AssignmentSummary,
} from '../../../shared/classes/schemas';
import type { Database } from '../../db/client';
import { attemptSummaries, formsByIds, listAssignableForms } from '../exams/service';
import { assignmentWindow } from './assignment-window';
import { findManagedClass, memberIds } from './class-access';
import { assignmentNotFound, classArchived, formNotAssignable } from './errors';
import { classAssignmentAttempts, classAssignments } from './tables';

/** GET /api/classes/:classId/assignable-forms: the tests `user` may assign to her class. Error: 404 class_not_found. */
export async function getAssignableForms(db: Database, user: AccountUser, classId: string): Promise<AssignableForms> {
  await findManagedClass(db, user, classId);
  return { forms: await listAssignableForms(db, user) };
}

/**
 * The live assignments of `classId`, opening order, with their window at `now` and how many
 * current members submitted them.
 */
export async function listAssignmentSummaries(db: Database, classId: string, now: Date): Promise<AssignmentSummary[]> {
  const rows = await db
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.classId, classId), isNull(classAssignments.archivedAt)))
    .orderBy(asc(classAssignments.opensAt), asc(classAssignments.createdAt));
  if (rows.length === 0) return [];
  const forms = await formsByIds(
    db,
    rows.map((row) => row.formId),
  );
  const members = new Set(await memberIds(db, classId));
  const recorded = await db
    .select()
    .from(classAssignmentAttempts)
    .where(
      inArray(
        classAssignmentAttempts.assignmentId,
        rows.map((row) => row.id),
      ),
    );
  const attempts = new Map(
    (
      await attemptSummaries(
        db,
        recorded.map((row) => row.attemptId),
        now,
      )
    ).map((a) => [a.id, a]),
  );
  return rows.map((row) => {
    const submitters = new Set(
      recorded
        .filter(
          (entry) =>
            entry.assignmentId === row.id &&
            members.has(entry.userId) &&
            attempts.get(entry.attemptId)?.status === 'submitted',
        )
        .map((entry) => entry.userId),
    );
    const form = forms.get(row.formId);
    return {
      id: row.id,
      title: row.title,
      formId: row.formId,
      formTitle: form?.title ?? row.formId,
      formKind: form?.kind ?? 'custom',
      opensAt: row.opensAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      archivedAt: row.archivedAt?.toISOString() ?? null,
      window: assignmentWindow(row, now),
      submittedCount: submitters.size,
    };
  });
}

/** How many live assignments each of `classIds` has. */
export async function countAssignments(db: Database, classIds: readonly string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: classAssignments.classId, total: count() })
    .from(classAssignments)
    .where(and(inArray(classAssignments.classId, [...classIds]), isNull(classAssignments.archivedAt)))
    .groupBy(classAssignments.classId);
  return new Map(rows.map((row) => [row.classId, row.total]));
}

/**
 * Assigns a test to the class (issue 28 item 5): one of the forms she may assign (her custom tests,
 * the built-in quizzes, the adaptive exam), open from `opensAt` to `dueAt` (the schema refuses a due
 * date not after the opening). Errors: 404 class_not_found; 409 class_archived; 400 form_not_assignable.
 */
export async function createAssignment(
  db: Database,
  user: AccountUser,
  classId: string,
  body: AssignmentBody,
  now: Date,
): Promise<AssignmentSummary> {
  const found = await findManagedClass(db, user, classId);
  if (found.archivedAt) throw classArchived();
  const assignable = await listAssignableForms(db, user);
  if (!assignable.some((form) => form.id === body.formId)) throw formNotAssignable();
  const [row] = await db
    .insert(classAssignments)
    .values({
      classId,
      formId: body.formId,
      title: body.title,
      opensAt: new Date(body.opensAt),
      dueAt: new Date(body.dueAt),
    })
    .returning({ id: classAssignments.id });
  if (!row) throw new Error('insert returned no row');
  return summaryOf(db, classId, row.id, now);
}

/** The assignment `ids.assignmentId` of class `ids.classId`, not archived. */
const liveAssignment = (ids: { classId: string; assignmentId: string }) =>
  and(
    eq(classAssignments.id, ids.assignmentId),
    eq(classAssignments.classId, ids.classId),
    isNull(classAssignments.archivedAt),
  );

/** Changes an assignment's dates (due after opening, checked by the schema). Errors: 404 class_not_found, assignment_not_found. */
export async function editAssignmentDates(
  db: Database,
  user: AccountUser,
  ids: { classId: string; assignmentId: string },
  body: AssignmentDatesBody,
  now: Date,
): Promise<AssignmentSummary> {
  await findManagedClass(db, user, ids.classId);
  const [row] = await db
    .update(classAssignments)
    .set({ opensAt: new Date(body.opensAt), dueAt: new Date(body.dueAt), updatedAt: now })
    .where(liveAssignment(ids))
    .returning({ id: classAssignments.id });
  if (!row) throw assignmentNotFound();
  return summaryOf(db, ids.classId, row.id, now);
}

/** Archives an assignment: students no longer see it, its attempts keep their results. Errors: 404 class_not_found, assignment_not_found. */
export async function archiveAssignment(
  db: Database,
  user: AccountUser,
  ids: { classId: string; assignmentId: string },
  now: Date,
): Promise<void> {
  await findManagedClass(db, user, ids.classId);
  const [row] = await db
    .update(classAssignments)
    .set({ archivedAt: now, updatedAt: now })
    .where(liveAssignment(ids))
    .returning({ id: classAssignments.id });
  if (!row) throw assignmentNotFound();
}

async function summaryOf(db: Database, classId: string, assignmentId: string, now: Date): Promise<AssignmentSummary> {
  const summary = (await listAssignmentSummaries(db, classId, now)).find((entry) => entry.id === assignmentId);
  if (!summary) throw assignmentNotFound();
  return summary;
}
