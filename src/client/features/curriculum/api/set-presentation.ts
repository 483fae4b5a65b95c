import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail, CoursePresentationBody } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** PUT /api/courses/:courseId/presentation { outline, coverFileId } (its trainer or an admin): the course. */
export const setPresentation = ({ courseId, body }: { courseId: string; body: CoursePresentationBody }) =>
  apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/presentation`, { method: 'PUT', body });

/** Saves a course's short outline and cover image, then refreshes every cached course (cards, page, editor). */
export function useSetPresentation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPresentation, onSettled: () => invalidateMarketplace(queryClient) });
}
