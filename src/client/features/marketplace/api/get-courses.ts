import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses?search=: published courses matching `search` (title, description, category; '' for all), newest first. */
export const getCourses = (search = '') =>
  apiRequest<CourseList>(search ? `/courses?${new URLSearchParams({ search })}` : '/courses');

/** The published courses matching `search`, under ['courses', 'list', search]. */
export const coursesQuery = (search = '') =>
  queryOptions({ queryKey: [...queryKeys.courses, 'list', search], queryFn: () => getCourses(search) });

/** The courses matching `search`; the previous search's stay shown while the next one loads. */
export function useCourses(search: string) {
  return useQuery({ ...coursesQuery(search), placeholderData: keepPreviousData });
}
