import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseInsight } from '../../../../shared/marketplace/insight';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/trainer/courses/:courseId/insight (issue 27 item 5; the course's trainer and admins,
 * 403/404 otherwise): buyers per month, completion rate (percent) and the lessons learners stop at.
 */
export const getCourseInsight = (courseId: string) =>
  apiRequest<CourseInsight>(`/trainer/courses/${encodeURIComponent(courseId)}/insight`);

/** A course's insight, under ['trainer', 'course-insight', id] (refreshed with the marketplace's purchases). */
export const courseInsightQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...queryKeys.trainer, 'course-insight', courseId],
    queryFn: () => getCourseInsight(courseId),
  });

/** The insight of `courseId` (nothing asked while it is null: no course chosen). */
export function useCourseInsight(courseId: string | null) {
  return useQuery({ ...courseInsightQuery(courseId ?? ''), enabled: courseId !== null });
}
