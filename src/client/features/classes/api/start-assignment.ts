import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartedAssignment } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/classes/assignments/:assignmentId/start -> { attemptId, formKind } (a new attempt, or hers in progress). */
export const startAssignment = (assignmentId: string) =>
  apiRequest<StartedAssignment>(`/classes/assignments/${encodeURIComponent(assignmentId)}/start`, { method: 'POST' });

/** Starts or resumes a class assignment; her assignments and exams are refreshed after it. */
export function useStartAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssignment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.classes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.exams }),
      ]),
  });
}
