import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassList } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/classes (instructors and admins): her classes, open ones first (an admin: every class). */
export const getClasses = () => apiRequest<ClassList>('/classes');

/** The instructor's classes, under ['classes', 'list']. */
export const classesQuery = () => queryOptions({ queryKey: [...queryKeys.classes, 'list'], queryFn: getClasses });

/** The signed-in instructor's classes (only while `enabled`: instructors and admins). */
export function useClasses(enabled = true) {
  return useQuery({ ...classesQuery(), enabled });
}
