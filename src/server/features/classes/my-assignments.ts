import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { MyAssignment, MyAssignments, StartedAssignment } from '../../../shared/classes/schemas';
import { formatDateTimeIn } from '../../../shared/time/zones';
import type { Database } from '../../db/client';
import { getTimeZone } from '../account/service';
import { type AttemptSummary, attemptSummaries, formsByIds, startAssignedAttempt } from '../exams/service';
import { assignmentWindow, myAssignmentState } from './assignment-window';
import { assignmentNotFound, assignmentNotOpen } from './errors';
import { classAssignmentAttempts, classAssignments, classes, classMembers } from './tables';

/** Her latest submitted attempt, else her resumable one, else her latest. */
export function standingAttempt(attempts: readonly AttemptSummary[]): AttemptSummary | null {
  const latest = [...attempts].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  return (
    latest.find((attempt) => attempt.status === 'submitted') ??
    latest.find((attempt) => attempt.resumable) ??
    latest.find((attempt) => attempt.status === 'in_progress') ??
    null
  );
}

/**
 * GET /api/classes/my-assignments: the live assignments of `user`'s classes (not archived), each
 * with her standing (open, upcoming, done, overdue) and her attempt (Resume while in progress,
 * Review with her score percent once submitted); open and overdue first by due date, then upcoming,
 * then done.
 */
export async function listMyAssignments(db: Database, user: AccountUser, now: Date): Promise<MyAssignments> {
  const rows = await db
    .select({ assignment: classAssignments, className: classes.name })
    .from(classAssignments)
    .innerJoin(classes, eq(classes.id, classAssignments.classId))
    .innerJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, user.id)))
    .where(and(isNull(classes.archivedAt), isNull(classAssignments.archivedAt)))
    .orderBy(asc(classAssignments.dueAt));
  if (rows.length === 0) return { assignments: [] };
  const recorded = await db
    .select()
    .from(classAssignmentAttempts)
    .where(
      and(
        eq(classAssignmentAttempts.userId, user.id),
        inArray(
          classAssignmentAttempts.assignmentId,
          rows.map((row) => row.assignment.id),
        ),
      ),
    );
  const attempts = await attemptSummaries(
    db,
    recorded.map((entry) => entry.attemptId),
    now,
  );
  const forms = await formsByIds(
    db,
    rows.map((row) => row.assignment.formId),
  );
  const order = { open: 0, overdue: 1, upcoming: 2, done: 3 } as const;
  const assignments: MyAssignment[] = rows.map(({ assignment, className }) => {
    const ids = new Set(
      recorded.filter((entry) => entry.assignmentId === assignment.id).map((entry) => entry.attemptId),
    );
    const attempt = standingAttempt(attempts.filter((entry) => ids.has(entry.id)));
    const form = forms.get(assignment.formId);
    return {
      id: assignment.id,
      classId: assignment.classId,
      className,
      title: assignment.title,
      formTitle: form?.title ?? '',
      formKind: form?.kind ?? 'custom',
      opensAt: assignment.opensAt.toISOString(),
      dueAt: assignment.dueAt.toISOString(),
      state: myAssignmentState(assignment, attempt?.status === 'submitted', now),
      attempt: attempt
        ? {
            id: attempt.id,
            status: attempt.status,
            percent: attempt.percent,
            submittedAt: attempt.submittedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
  return { assignments: assignments.sort((a, b) => order[a.state] - order[b.state]) };
}

/**
 * POST /api/classes/assignments/:assignmentId/start: `user` (a member of its class) starts an attempt
 * of the assignment's test, or resumes her attempt of it in progress, recorded in
 * class_assignment_attempts. Errors: 404 assignment_not_found (not a member, archived, unknown);
 * 409 assignment_not_open before opensAt or after dueAt; as the exams service's start otherwise.
 */
export async function startAssignment(
  db: Database,
  user: AccountUser,
  assignmentId: string,
  now: Date,
): Promise<StartedAssignment> {
  const [row] = await db
    .select({ assignment: classAssignments })
    .from(classAssignments)
    .innerJoin(classes, eq(classes.id, classAssignments.classId))
    .innerJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, user.id)))
    .where(and(eq(classAssignments.id, assignmentId), isNull(classes.archivedAt), isNull(classAssignments.archivedAt)));
  if (!row) throw assignmentNotFound();
  const { assignment } = row;
  const window = assignmentWindow(assignment, now);
  const zone = window === 'open' ? 'UTC' : await getTimeZone(db, user.id);
  if (window === 'upcoming') {
    throw assignmentNotOpen(
      `${assignment.title} opens on ${formatDateTimeIn(assignment.opensAt, zone, { zoneName: true })}. Come back then to start it.`,
    );
  }
  if (window === 'closed') {
    throw assignmentNotOpen(
      `${assignment.title} was due on ${formatDateTimeIn(assignment.dueAt, zone, { zoneName: true })}; it can no longer be started. Ask your instructor if you need more time.`,
    );
  }
  const recorded = await db
    .select({ attemptId: classAssignmentAttempts.attemptId })
    .from(classAssignmentAttempts)
    .where(and(eq(classAssignmentAttempts.assignmentId, assignmentId), eq(classAssignmentAttempts.userId, user.id)));
  const open = (
    await attemptSummaries(
      db,
      recorded.map((entry) => entry.attemptId),
      now,
    )
  ).find((attempt) => attempt.resumable);
  const forms = await formsByIds(db, [assignment.formId]);
  if (open) return { attemptId: open.id, formKind: forms.get(assignment.formId)?.kind ?? 'custom' };
  const started = await startAssignedAttempt(db, assignment.formId, user, now);
  await db
    .insert(classAssignmentAttempts)
    .values({ assignmentId, attemptId: started.attemptId, userId: user.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  return started;
}
