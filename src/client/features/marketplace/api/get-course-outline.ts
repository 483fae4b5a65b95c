import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseOutline } from '../../../../shared/marketplace/course-contents';
import { apiRequest } from '../../../lib/api-client';
import { courseQuery } from './get-course';

/** GET /api/courses/:courseId/outline: what the course contains (kinds and titles) and whether the reader may open or edit it. */
export const getCourseOutline = (courseId: string) =>
  apiRequest<CourseOutline>(`/courses/${encodeURIComponent(courseId)}/outline`);

/** A course's outline, under the course's own key so a change to the course refreshes it. */
export const courseOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...courseQuery(courseId).queryKey, 'outline'],
    queryFn: () => getCourseOutline(courseId),
  });

/** The outline of the course `courseId`. */
export function useCourseOutline(courseId: string) {
  return useQuery(courseOutlineQuery(courseId));
}
