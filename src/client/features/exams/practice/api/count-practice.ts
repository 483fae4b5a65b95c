import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PracticeChoice, PracticeCount } from '../../../../../shared/exams/practice-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /api/exams/practice/count { subjects, clientNeeds, itemTypes, pool } -> how many items the
 * choice can draw and the reader's cap (issue 25 item 1). Throws ApiError: 401 signed out, 403 not
 * registered.
 */
export const countPractice = (choice: PracticeChoice) =>
  apiRequest<PracticeCount>('/exams/practice/count', { method: 'POST', body: choice });

/**
 * The count of `choice`, cached under ['exams', 'practice-count', choice]; the previous count stays
 * shown while the next is asked (nothing asked while `enabled` is false).
 */
export function usePracticeCount(choice: PracticeChoice, enabled = true) {
  return useQuery({
    queryKey: [...queryKeys.exams, 'practice-count', choice],
    queryFn: () => countPractice(choice),
    placeholderData: keepPreviousData,
    enabled,
  });
}
