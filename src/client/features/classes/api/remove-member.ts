import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** DELETE /api/classes/:classId/members/:userId -> 204: the student leaves the class (her results with it). */
export const removeMember = ({ classId, userId }: { classId: string; userId: string }) =>
  apiRequest(`/classes/${encodeURIComponent(classId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });

/** Removes a student from a class. */
export function useRemoveMember() {
  return useClassMutation(removeMember);
}
