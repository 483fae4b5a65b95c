import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Readiness } from '../../../../../shared/exams/cat/adaptive-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * GET /api/exams/adaptive/readiness (signed in; 401 signed out): the reader's decided adaptive
 * attempts, oldest first, each with its final ability and standard error (logits), its passing
 * standard and its probability of passing (0-1); and the adaptive test in progress, if any (issue 22).
 */
export const getReadiness = () => apiRequest<Readiness>('/exams/adaptive/readiness');

/** The reader's readiness, cached under ['exams', 'adaptive', 'readiness'] (an answer to an adaptive item refreshes `queryKeys.exams`). */
export const readinessQuery = queryOptions({
  queryKey: [...queryKeys.exams, 'adaptive', 'readiness'],
  queryFn: getReadiness,
});

/** The reader's readiness (nothing asked while `enabled` is false, e.g. signed out). */
export function useReadiness(enabled = true) {
  return useQuery({ ...readinessQuery, enabled });
}
