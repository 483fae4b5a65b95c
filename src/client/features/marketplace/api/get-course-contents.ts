import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseContents } from '../../../../shared/marketplace/course-contents';
import { apiRequest } from '../../../lib/api-client';
import { courseQuery } from './get-course';

/** GET /api/courses/:courseId/contents: the contents themselves, for buyers, the trainer and admins (403 for others). */
export const getCourseContents = (courseId: string) =>
  apiRequest<CourseContents>(`/courses/${encodeURIComponent(courseId)}/contents`);

/** A course's contents, under the course's own key so a change to the course refreshes them. */
export const courseContentsQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...courseQuery(courseId).queryKey, 'contents'],
    queryFn: () => getCourseContents(courseId),
  });

/** The contents of the course `courseId` (nothing asked while `enabled` is false: the reader may not open them). */
export function useCourseContents(courseId: string, enabled = true) {
  return useQuery({ ...courseContentsQuery(courseId), enabled });
}
