import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/** DELETE /api/exams/attempts/:attemptId (Exit Exam, spec §4): the attempt is closed and its answers discarded. */
export const exitAttempt = (attemptId: string) =>
  apiRequest<void>(`/exams/attempts/${attemptId}`, { method: 'DELETE' });

/** Exits `attemptId`; on success every exam query is refreshed (history, progress) and `onExited` runs. */
export function useExitAttempt(attemptId: string, onExited: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exitAttempt(attemptId),
    onSuccess: () => {
      void invalidateQueries(queryClient, queryKeys.exams);
      onExited();
    },
  });
}
