import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attempt } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/exams/attempts/:attemptId (its taker): the attempt, without keys while in progress; the
 * server submits it first when its time is up. Throws ApiError 404 for an attempt that is not the
 * reader's, 400 for an id that is not one.
 */
export const getAttempt = (attemptId: string) => apiRequest<Attempt>(`/exams/attempts/${attemptId}`);

/** The attempt `attemptId`, cached under ['exams', 'attempt', id]; read once (the exam screen keeps its own state). */
export const attemptQuery = (attemptId: string) =>
  queryOptions({
    queryKey: [...queryKeys.exams, 'attempt', attemptId],
    queryFn: () => getAttempt(attemptId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** The attempt `attemptId` (nothing asked while `enabled` is false: the page already holds it). */
export function useAttempt(attemptId: string, enabled = true) {
  return useQuery({ ...attemptQuery(attemptId), enabled });
}
