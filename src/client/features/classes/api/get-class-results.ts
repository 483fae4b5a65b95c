import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassResults } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes/:classId/results: each assignment's results (current members only) and who needs help first. */
export const getClassResults = (classId: string) =>
  apiRequest<ClassResults>(`/classes/${encodeURIComponent(classId)}/results`);

/** A class's results, under ['classes', 'detail', id, 'results']. */
export const classResultsQuery = (classId: string) =>
  queryOptions({
    queryKey: [...queryKeys.classes, 'detail', classId, 'results'],
    queryFn: () => getClassResults(classId),
  });

/** The results of `classId` (loaded once the Results tab is open: `enabled`). */
export function useClassResults(classId: string, enabled = true) {
  return useQuery({ ...classResultsQuery(classId), enabled });
}
