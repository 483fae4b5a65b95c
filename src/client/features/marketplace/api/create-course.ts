import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseBody, CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** POST /api/courses (trainers and admins): resolves to the new course (201). */
export const createCourse = (body: CourseBody) => apiRequest<CourseDetail>('/courses', { method: 'POST', body });

/** Creates a course, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSettled: () => invalidateMarketplace(queryClient) });
}
