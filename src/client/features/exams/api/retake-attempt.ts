import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/exams/attempts/:attemptId/retake (its taker): a new attempt with the same items as
 * `attemptId`, in the same mode (201). Throws ApiError: 404 an attempt that is not the reader's,
 * 409 one still in progress.
 */
export const retakeAttempt = (attemptId: string) =>
  apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/retake`, { method: 'POST' });

/** Starts a retake, then refreshes every exam query (history, progress). */
export function useRetakeAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retakeAttempt,
    onSuccess: () => {
      void invalidateQueries(queryClient, queryKeys.exams);
    },
  });
}
