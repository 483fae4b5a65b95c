import type { AssignmentDatesBody, AssignmentSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** PATCH /api/classes/:classId/assignments/:assignmentId { opensAt, dueAt } -> the assignment with its new dates. */
export const editAssignmentDates = ({
  classId,
  assignmentId,
  body,
}: {
  classId: string;
  assignmentId: string;
  body: AssignmentDatesBody;
}) =>
  apiRequest<AssignmentSummary>(
    `/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`,
    { method: 'PATCH', body },
  );

/** Changes an assignment's dates. */
export function useEditAssignmentDates() {
  return useClassMutation(editAssignmentDates);
}
