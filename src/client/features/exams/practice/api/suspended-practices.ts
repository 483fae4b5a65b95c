import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InProgressAttempt } from '../../../../../shared/exams/attempt-schemas';
import type { SuspendedPractices, SuspendedState } from '../../../../../shared/exams/practice-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../../lib/query-keys';

/** GET /api/exams/practice/suspended (signed in): the reader's suspended practices, latest first (issue 25 item 1). */
export const getSuspendedPractices = () => apiRequest<SuspendedPractices>('/exams/practice/suspended');

/** The suspended practices, cached under ['exams', 'suspended']. */
export const suspendedPracticesQuery = queryOptions({
  queryKey: [...queryKeys.exams, 'suspended'],
  queryFn: getSuspendedPractices,
});

/** The reader's suspended practices (nothing asked while `enabled` is false, e.g. signed out). */
export function useSuspendedPractices(enabled = true) {
  return useQuery({ ...suspendedPracticesQuery, enabled });
}

/**
 * POST /api/exams/attempts/:attemptId/suspend: the clock stops, the answers are kept. Throws
 * ApiError: 404, 409 NCLEX-like mode or an attempt no longer in progress.
 */
export const suspendAttempt = (attemptId: string) =>
  apiRequest<SuspendedState>(`/exams/attempts/${attemptId}/suspend`, { method: 'POST' });

/** Runs `prepare` (if given; a throw refuses), suspends `attemptId`, refreshes the exam queries, then runs `onSuspended`. */
export function useSuspendAttempt(attemptId: string, onSuspended: () => void, prepare?: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    // `prepare` (saving what is pending) runs inside the mutation: the button shows loading
    // throughout, and an error it throws (answers not saved) refuses the suspension.
    mutationFn: async () => {
      await prepare?.();
      return suspendAttempt(attemptId);
    },
    onSuccess: () => {
      void invalidateQueries(queryClient, queryKeys.exams);
      onSuspended();
    },
  });
}

/** POST /api/exams/attempts/:attemptId/resume -> the attempt with a fresh deadline (now + the time left). 404; 409 closed. */
export const resumeSuspended = (attemptId: string) =>
  apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/resume`, { method: 'POST' });

/** Resumes a suspended attempt, then refreshes the exam queries. */
export function useResumeSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSuspended,
    onSuccess: () => {
      void invalidateQueries(queryClient, queryKeys.exams);
    },
  });
}
