import type { AssignmentBody, AssignmentSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/:classId/assignments { formId, title, opensAt, dueAt } -> 201 the assignment. */
export const createAssignment = ({ classId, body }: { classId: string; body: AssignmentBody }) =>
  apiRequest<AssignmentSummary>(`/classes/${encodeURIComponent(classId)}/assignments`, { method: 'POST', body });

/** Assigns a test to a class. */
export function useCreateAssignment() {
  return useClassMutation(createAssignment);
}
