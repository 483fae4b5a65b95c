import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '../../../../shared/exams/progress-schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/exams/progress (signed in; 401 signed out): figures and achievements from the reader's submitted attempts. */
export const getProgress = () => apiRequest<Progress>('/exams/progress');

/** The reader's progress, cached under ['exams', 'progress']. */
export const progressQuery = queryOptions({ queryKey: [...queryKeys.exams, 'progress'], queryFn: getProgress });

/** The reader's progress (nothing asked while `enabled` is false, e.g. signed out). */
export function useProgress(enabled = true) {
  return useQuery({ ...progressQuery, enabled });
}
