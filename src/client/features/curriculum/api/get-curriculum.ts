import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Curriculum } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses/:courseId/curriculum (its trainer or an admin): the sections and lessons in order. */
export const getCurriculum = (courseId: string) =>
  apiRequest<Curriculum>(`/courses/${encodeURIComponent(courseId)}/curriculum`);

/** A course's curriculum, under the course's own key (['courses', 'detail', id, 'curriculum']) so a change to the course refreshes it. */
export const curriculumQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'detail', courseId, 'curriculum'],
    queryFn: () => getCurriculum(courseId),
  });

/** The curriculum of the course `courseId`, for its editor. */
export function useCurriculum(courseId: string) {
  return useQuery(curriculumQuery(courseId));
}
