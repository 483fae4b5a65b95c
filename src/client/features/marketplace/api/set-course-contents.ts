import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseContentsBody, CourseOutline } from '../../../../shared/marketplace/course-contents';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries } from '../../../lib/query-keys';
import { courseQuery } from './get-course';

/**
 * PUT /api/courses/:courseId/contents { items }: replaces what the course contains, in order;
 * resolves to the new outline. 400 an item that is not the trainer's approved material, video or
 * session; 403 not the course's trainer or an admin.
 */
export const setCourseContents = ({ courseId, items }: { courseId: string; items: CourseContentsBody['items'] }) =>
  apiRequest<CourseOutline>(`/courses/${encodeURIComponent(courseId)}/contents`, { method: 'PUT', body: { items } });

/** Saves a course's contents, then refreshes its outline and contents. */
export function useSetCourseContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseContents,
    onSettled: (_data, _error, variables) => invalidateQueries(queryClient, courseQuery(variables.courseId).queryKey),
  });
}
