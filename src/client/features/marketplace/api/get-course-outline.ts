import { queryOptions } from '@tanstack/react-query';
import type { Attachable, CourseContents, CourseOutline } from '../../../../shared/marketplace/course-contents';
import { apiRequest } from '../../../lib/api-client';

const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** GET /api/courses/:courseId/outline: what the course contains (kinds and titles) and whether the reader may open or edit it. */
export const courseOutlineQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId, 'outline'],
    queryFn: () => apiRequest<CourseOutline>(`${coursePath(courseId)}/outline`),
  });

/** GET /api/courses/:courseId/contents: the contents, for buyers, the trainer and admins (403 for others). */
export const courseContentsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId, 'contents'],
    queryFn: () => apiRequest<CourseContents>(`${coursePath(courseId)}/contents`),
  });

/** GET /api/courses/:courseId/attachable: the trainer's approved materials, videos and upcoming sessions. */
export const attachableQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId, 'attachable'],
    queryFn: () => apiRequest<Attachable>(`${coursePath(courseId)}/attachable`),
  });
