import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassDetail } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes/:classId: the class with its members, invitations, join code and assignments. 404 when not hers. */
export const getClass = (classId: string) => apiRequest<ClassDetail>(`/classes/${encodeURIComponent(classId)}`);

/** One class, under ['classes', 'detail', id]. */
export const classQuery = (classId: string) =>
  queryOptions({ queryKey: [...queryKeys.classes, 'detail', classId], queryFn: () => getClass(classId) });

/** The class `classId`, for its instructor or an admin. */
export function useClass(classId: string) {
  return useQuery(classQuery(classId));
}
