import { queryOptions } from '@tanstack/react-query';
import type { CourseList } from '../../../../shared/marketplace/courses';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/courses?search=: published courses matching `search` (title, description, category), newest first. */
export const coursesQuery = (search = '') =>
  queryOptions({
    queryKey: ['courses', 'list', search],
    queryFn: () => apiRequest<CourseList>(search ? `/courses?${new URLSearchParams({ search })}` : '/courses'),
  });
