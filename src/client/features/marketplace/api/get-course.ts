import { queryOptions } from '@tanstack/react-query';
import type { CourseDetail } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/courses/:courseId: one course (a draft only for its trainer and admins; 404 otherwise). */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', courseId],
    queryFn: () => apiRequest<CourseDetail>(`/courses/${encodeURIComponent(courseId)}`),
  });
