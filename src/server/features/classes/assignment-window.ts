import type { AssignmentWindow, MyAssignmentState } from '../../../shared/classes/schemas';

/** Whether an assignment is open at `now`: upcoming before `opensAt`, open until `dueAt` (inclusive), closed after. */
export function assignmentWindow(assignment: { opensAt: Date; dueAt: Date }, now: Date): AssignmentWindow {
  if (now.getTime() < assignment.opensAt.getTime()) return 'upcoming';
  if (now.getTime() > assignment.dueAt.getTime()) return 'closed';
  return 'open';
}

/**
 * A student's standing on an assignment: done once she submitted an attempt of it, else its window
 * (closed without a submission: overdue).
 */
export function myAssignmentState(
  assignment: { opensAt: Date; dueAt: Date },
  submitted: boolean,
  now: Date,
): MyAssignmentState {
  if (submitted) return 'done';
  const window = assignmentWindow(assignment, now);
  return window === 'closed' ? 'overdue' : window;
}

/** True when a student did not submit by the due date (submitted late, or not at all once it passed). */
export function missedDueDate(dueAt: Date, submittedAt: Date | null, now: Date): boolean {
  if (submittedAt) return submittedAt.getTime() > dueAt.getTime();
  return now.getTime() > dueAt.getTime();
}
