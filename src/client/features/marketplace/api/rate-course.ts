import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** PUT /api/courses/:courseId/rating { stars } (buyers of the course only; 403 otherwise): resolves to the course. */
export const rateCourse = ({ courseId, stars }: { courseId: string; stars: number }) =>
  apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/rating`, { method: 'PUT', body: { stars } });

/** Rates a course (or changes one's rating), then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useRateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateCourse, onSettled: () => invalidateMarketplace(queryClient) });
}
