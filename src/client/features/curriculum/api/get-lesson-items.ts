import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonItems } from '../../../../shared/marketplace/lesson-items';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses/:courseId/curriculum/items (its trainer or an admin): the trainer's approved materials, videos and upcoming sessions. */
export const getLessonItems = (courseId: string) =>
  apiRequest<LessonItems>(`/courses/${encodeURIComponent(courseId)}/curriculum/items`);

/** What a lesson of the course may hold, under the course's own key. */
export const lessonItemsQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'detail', courseId, 'lesson-items'],
    queryFn: () => getLessonItems(courseId),
  });

/** The materials, videos and sessions the trainer of course `courseId` may put in a lesson. */
export function useLessonItems(courseId: string) {
  return useQuery(lessonItemsQuery(courseId));
}
