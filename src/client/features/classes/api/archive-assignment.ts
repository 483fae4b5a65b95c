import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** DELETE /api/classes/:classId/assignments/:assignmentId -> 204: archived (students no longer see it). */
export const archiveAssignment = ({ classId, assignmentId }: { classId: string; assignmentId: string }) =>
  apiRequest(`/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`, {
    method: 'DELETE',
  });

/** Archives an assignment. */
export function useArchiveAssignment() {
  return useClassMutation(archiveAssignment);
}
