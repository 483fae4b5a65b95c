import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InProgressAttempt } from '../../../../../shared/exams/attempt-schemas';
import type { StartPracticeBody } from '../../../../../shared/exams/practice-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/exams/practice { ...choice, questionCount, mode } -> 201 the practice's attempt (issue
 * 25 item 1). Throws ApiError: 400 too_many_questions (over the cap) or not_enough_items (over what
 * matches), 401, 403 not registered, 429.
 */
export const startPractice = (body: StartPracticeBody) =>
  apiRequest<InProgressAttempt>('/exams/practice', { method: 'POST', body });

/** Starts a practice, then refreshes the exam queries (history, counts). */
export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPractice,
    onSuccess: () => {
      void invalidateQueries(queryClient, queryKeys.exams);
    },
  });
}
