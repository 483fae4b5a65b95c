import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody, CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** PUT /api/courses/:courseId with every field (its trainer or an admin): resolves to the saved course. */
export const updateCourse = ({ courseId, body }: { courseId: string; body: CourseBody }) =>
  apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}`, { method: 'PUT', body });

/** Saves a course, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSettled: () => invalidateMarketplace(queryClient) });
}
