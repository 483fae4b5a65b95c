import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmittedAttempt } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { submittedSummary, updateCachedAttempt } from './cached-attempts';

/** POST /api/exams/attempts/:attemptId/submit: scored on the server; the result and the review. */
export const submitAttempt = (attemptId: string) =>
  apiRequest<SubmittedAttempt>(`/exams/attempts/${attemptId}/submit`, { method: 'POST' });

/**
 * Submits `attemptId` from the exam screen. The mutation's variable is `auto` (true when time ran
 * out); `prepare(auto)` runs first (the exam screen reports the time on screen and waits for its
 * saves, and throws ApiError `answers_not_saved` to stop a submission by hand). On success the
 * cached history and recent attempts list it as submitted at once (no "unfinished test" after
 * Back, issue 23), every exam query is refreshed (history, progress, achievements) and
 * `onSubmitted` gets the result.
 */
export function useSubmitAttempt(
  attemptId: string,
  options: {
    prepare: (auto: boolean) => Promise<void>;
    onSubmitted: (result: SubmittedAttempt) => void;
    onError: () => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (auto: boolean) => {
      await options.prepare(auto);
      return submitAttempt(attemptId);
    },
    onSuccess: (result) => {
      updateCachedAttempt(queryClient, attemptId, (line) => submittedSummary(result, line));
      // Issue 25: a submission makes flashcards of its misses and moves the study plan.
      void invalidateQueries(queryClient, queryKeys.exams, queryKeys.flashcards, queryKeys.studyPlan);
      options.onSubmitted(result);
    },
    onError: options.onError,
  });
}
