import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses/:courseId: one course (a draft only for its trainer and admins; 404 otherwise). */
export const getCourse = (courseId: string) => apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}`);

/** One course, under ['courses', 'detail', courseId]: its curriculum, outline and lesson items are cached below it. */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'detail', courseId],
    queryFn: () => getCourse(courseId),
  });

/** The course `courseId`. */
export function useCourse(courseId: string) {
  return useQuery(courseQuery(courseId));
}
