import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { updateCachedAttempt } from './cached-attempts';

/** DELETE /api/exams/attempts/:attemptId (Exit Exam, spec §4): the attempt is closed and its answers discarded. */
export const exitAttempt = (attemptId: string) =>
  apiRequest<void>(`/exams/attempts/${attemptId}`, { method: 'DELETE' });

/**
 * Exits `attemptId`; on success it leaves the cached history and recent attempts at once (an exited
 * attempt is not listed: no "unfinished test" after Back, issue 23), every exam query is refreshed
 * (history, progress) and `onExited` runs.
 */
export function useExitAttempt(attemptId: string, onExited: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exitAttempt(attemptId),
    onSuccess: () => {
      updateCachedAttempt(queryClient, attemptId, () => null);
      void invalidateQueries(queryClient, queryKeys.exams);
      onExited();
    },
  });
}
