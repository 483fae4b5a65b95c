import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/** PATCH /api/courses/:courseId/publication { isPublished } (its trainer or an admin): the course; 400 without a lesson. */
export const publishCourse = ({ courseId, isPublished }: { courseId: string; isPublished: boolean }) =>
  apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}/publication`, {
    method: 'PATCH',
    body: { isPublished },
  });

/** Publishes or unpublishes a course from its editor, then refreshes every cached course (the curriculum's state too). */
export function usePublishCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishCourse, onSettled: () => invalidateMarketplace(queryClient) });
}
