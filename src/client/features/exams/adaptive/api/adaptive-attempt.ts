import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdaptiveAttempt, CatExamId } from '../../../../../shared/exams/cat/adaptive-schemas';
import type { ItemResponse } from '../../../../../shared/items/registry';
import { apiRequest } from '../../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../../lib/query-keys';

/** The cache key of one adaptive attempt. */
const attemptKey = (attemptId: string) => [...queryKeys.exams, 'adaptive', attemptId] as const;

/**
 * POST /api/exams/adaptive { exam }: starts the adaptive NCLEX-RN or NCLEX-PN, or resumes the one in
 * progress (201, with its current item, no key). Throws ApiError: 403 registration_required for
 * visitors and unregistered accounts, 429, 503.
 */
export const startAdaptive = (exam: CatExamId) =>
  apiRequest<AdaptiveAttempt>('/exams/adaptive', { method: 'POST', body: { exam } });

/**
 * GET /api/exams/adaptive/:attemptId: the attempt's current item (a reload resumes on it) or its
 * report once decided. Throws ApiError 404 (not the reader's), 409 attempt_abandoned.
 */
export const getAdaptive = (attemptId: string) => apiRequest<AdaptiveAttempt>(`/exams/adaptive/${attemptId}`);

/** The adaptive attempt `attemptId`, read once per visit (the exam screen keeps its own state). */
export const adaptiveQuery = (attemptId: string) =>
  queryOptions({
    queryKey: attemptKey(attemptId),
    queryFn: () => getAdaptive(attemptId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** The adaptive attempt `attemptId` (nothing asked while `enabled` is false). */
export function useAdaptiveAttempt(attemptId: string, enabled = true) {
  return useQuery({ ...adaptiveQuery(attemptId), enabled });
}

/** Starts (or resumes) an adaptive test; then the readiness and history are read again. */
export function useStartAdaptive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAdaptive,
    onSuccess: () => void invalidateQueries(queryClient, queryKeys.exams),
  });
}

/** The answer to commit: the item's number as shown, the response, the seconds spent on it. */
export interface CommitAnswerInput {
  number: number;
  response: ItemResponse;
  secondsSpent: number;
}

/**
 * POST /api/exams/adaptive/:attemptId/answers: commits the answer to the current item (it cannot
 * change after) and returns the attempt with the next item or, once decided, the report. Throws
 * ApiError: 400 invalid_response or no_response; 409 not_current_item, adaptive_decided, time_up.
 */
export const commitAdaptiveAnswer = (attemptId: string, input: CommitAnswerInput) =>
  apiRequest<AdaptiveAttempt>(`/exams/adaptive/${attemptId}/answers`, {
    method: 'POST',
    body: { ...input, secondsSpent: Math.min(3600, Math.max(0, Math.round(input.secondsSpent))) },
  });

/** Commits answers of attempt `attemptId`; a decided test refreshes the readiness and history. */
export function useCommitAdaptiveAnswer(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommitAnswerInput) => commitAdaptiveAnswer(attemptId, input),
    onSuccess: (attempt) => {
      if (attempt.status === 'decided') void invalidateQueries(queryClient, queryKeys.exams);
    },
  });
}
