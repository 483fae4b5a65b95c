import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurriculumOutline } from '../../../../shared/marketplace/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses/:courseId/curriculum/outline (anyone who may see the course): sections and lesson titles, kinds, free previews. */
export const getCurriculumOutline = (courseId: string) =>
  apiRequest<CurriculumOutline>(`/courses/${encodeURIComponent(courseId)}/curriculum/outline`);

/** A course's public curriculum outline, under the course's own key so a change to the course refreshes it. */
export const curriculumOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'detail', courseId, 'curriculum-outline'],
    queryFn: () => getCurriculumOutline(courseId),
  });

/** The public curriculum outline of the course `courseId`. */
export function useCurriculumOutline(courseId: string) {
  return useQuery(curriculumOutlineQuery(courseId));
}
