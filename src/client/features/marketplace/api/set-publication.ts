import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** PATCH /api/courses/:courseId/publication { isPublished } (its trainer or an admin): resolves to the course. */
export const setPublication = ({ courseId, isPublished }: { courseId: string; isPublished: boolean }) =>
  apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/publication`, {
    method: 'PATCH',
    body: { isPublished },
  });

/** Publishes or unpublishes a course, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPublication, onSettled: () => invalidateMarketplace(queryClient) });
}
