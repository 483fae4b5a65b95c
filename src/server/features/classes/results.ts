import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { ClassResults, TakerStatus } from '../../../shared/classes/schemas';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { attemptSummaries, formsByIds, scoredItemsOf } from '../exams/service';
import { missedDueDate } from './assignment-window';
import { findManagedClass, memberIds } from './class-access';
import { standingAttempt } from './my-assignments';
import { assignmentFigures, needsHelpFirst, type TakerRecord } from './results-figures';
import { classAssignmentAttempts, classAssignments } from './tables';

/**
 * GET /api/classes/:classId/results (issue 28 item 5), for the class's instructor or an admin: per
 * live assignment, each current member's standing (not started, in progress, submitted with score
 * percent and date; a missed due date flagged), scores by client need and CJMM step, each item's
 * percent correct and point-biserial, and the students who need help first. Only attempts recorded
 * in class_assignment_attempts by current members are read: a removed student, or one who took the
 * same test outside the class, never appears. Error: 404 class_not_found.
 */
export async function getClassResults(
  db: Database,
  user: AccountUser,
  classId: string,
  now: Date,
): Promise<ClassResults> {
  await findManagedClass(db, user, classId);
  const ids = await memberIds(db, classId);
  const names = await findUserNames(db, ids);
  const members = ids
    .filter((id) => names.has(id))
    .map((id) => ({ userId: id, name: names.get(id) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const assignments = await db
    .select()
    .from(classAssignments)
    .where(and(eq(classAssignments.classId, classId), isNull(classAssignments.archivedAt)))
    .orderBy(asc(classAssignments.opensAt), asc(classAssignments.createdAt));
  const memberSet = new Set(members.map((member) => member.userId));
  const recorded =
    assignments.length === 0 || memberSet.size === 0
      ? []
      : (
          await db
            .select()
            .from(classAssignmentAttempts)
            .where(
              and(
                inArray(
                  classAssignmentAttempts.assignmentId,
                  assignments.map((row) => row.id),
                ),
                inArray(classAssignmentAttempts.userId, [...memberSet]),
              ),
            )
        ).filter((entry) => memberSet.has(entry.userId));
  const attempts = (
    await attemptSummaries(
      db,
      recorded.map((entry) => entry.attemptId),
      now,
    )
  ).filter((attempt) => attempt.userId !== null && memberSet.has(attempt.userId));
  const forms = await formsByIds(
    db,
    assignments.map((row) => row.formId),
  );
  const allRecords: TakerRecord[] = [];
  const standings = assignments.map((assignment) =>
    members.map((member) => {
      const own = new Set(
        recorded
          .filter((entry) => entry.assignmentId === assignment.id && entry.userId === member.userId)
          .map((entry) => entry.attemptId),
      );
      return {
        member,
        attempt: standingAttempt(attempts.filter((attempt) => own.has(attempt.id) && attempt.userId === member.userId)),
      };
    }),
  );
  const submittedIds = standings.flatMap((rows) =>
    rows.flatMap(({ attempt }) => (attempt?.status === 'submitted' ? [attempt.id] : [])),
  );
  const items = await scoredItemsOf(db, submittedIds);
  const results = assignments.map((assignment, index) => {
    const takers: TakerRecord[] = (standings[index] ?? []).map(({ member, attempt }) => {
      const status: TakerStatus = !attempt
        ? 'not_started'
        : attempt.status === 'submitted'
          ? 'submitted'
          : 'in_progress';
      return {
        ...member,
        status,
        percent: status === 'submitted' ? (attempt?.percent ?? 0) : null,
        submittedAt: status === 'submitted' ? (attempt?.submittedAt ?? null) : null,
        missedDue: missedDueDate(assignment.dueAt, status === 'submitted' ? (attempt?.submittedAt ?? null) : null, now),
        items: status === 'submitted' ? items.filter((item) => item.attemptId === attempt?.id) : [],
      };
    });
    allRecords.push(...takers);
    return {
      id: assignment.id,
      title: assignment.title,
      formTitle: forms.get(assignment.formId)?.title ?? '',
      opensAt: assignment.opensAt.toISOString(),
      dueAt: assignment.dueAt.toISOString(),
      takers: takers.map(({ items: _items, submittedAt, ...taker }) => ({
        ...taker,
        submittedAt: submittedAt?.toISOString() ?? null,
      })),
      ...assignmentFigures(takers),
    };
  });
  return { assignments: results, needsHelp: needsHelpFirst(members, allRecords) };
}
