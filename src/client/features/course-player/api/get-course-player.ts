import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursePlayer } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/courses/:courseId/player: the course as the reader works through it (404 when she may not see it). */
export const getCoursePlayer = (courseId: string) =>
  apiRequest<CoursePlayer>(`/courses/${encodeURIComponent(courseId)}/player`);

/** The player of course `courseId`, under ['courses', 'player', courseId] so a purchase or a refund refreshes it. */
export const coursePlayerQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'player', courseId],
    queryFn: () => getCoursePlayer(courseId),
  });

/** The player of course `courseId`: curriculum, completion, where to continue, the certificate. */
export function useCoursePlayer(courseId: string) {
  return useQuery(coursePlayerQuery(courseId));
}
