import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttemptHistory } from '../../../../shared/exams/attempt-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/exams/attempts (signed in; 401 signed out): the reader's attempts, newest first, unfinished ones too. */
export const getAttemptHistory = () => apiRequest<AttemptHistory>('/exams/attempts');

/** The reader's attempt history, cached under ['exams', 'history']. */
export const attemptHistoryQuery = queryOptions({
  queryKey: [...queryKeys.exams, 'history'],
  queryFn: getAttemptHistory,
});

/** The reader's attempt history (nothing asked while `enabled` is false, e.g. signed out). */
export function useAttemptHistory(enabled = true) {
  return useQuery({ ...attemptHistoryQuery, enabled });
}
