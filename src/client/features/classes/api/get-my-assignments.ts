import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssignments } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes/my-assignments: the student's class assignments (open, overdue, upcoming, done) with her attempt. */
export const getMyAssignments = () => apiRequest<MyAssignments>('/classes/my-assignments');

/** Her class assignments, under ['classes', 'mine']. */
export const myAssignmentsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.classes, 'mine'], queryFn: getMyAssignments });

/** The signed-in student's class assignments (only while `enabled`). */
export function useMyAssignments(enabled = true) {
  return useQuery({ ...myAssignmentsQuery(), enabled });
}
