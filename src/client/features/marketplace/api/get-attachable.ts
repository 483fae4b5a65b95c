import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachable } from '../../../../shared/marketplace/course-contents';
import { apiRequest } from '../../../lib/api-client';
import { courseQuery } from './get-course';

/** GET /api/courses/:courseId/attachable (its trainer or an admin): the trainer's approved materials, videos and upcoming sessions. */
export const getAttachable = (courseId: string) =>
  apiRequest<Attachable>(`/courses/${encodeURIComponent(courseId)}/attachable`);

/** What may be put in a course, under the course's own key. */
export const attachableQuery = (courseId: string) =>
  queryOptions({
    queryKey: [...courseQuery(courseId).queryKey, 'attachable'],
    queryFn: () => getAttachable(courseId),
  });

/** What the trainer may put in the course `courseId`. */
export function useAttachable(courseId: string) {
  return useQuery(attachableQuery(courseId));
}
