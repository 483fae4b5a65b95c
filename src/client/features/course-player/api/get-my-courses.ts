import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCourses } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/my-courses: the signed-in learner's bought courses with her progress, last opened first. */
export const getMyCourses = () => apiRequest<MyCourses>('/my-courses');

/** My courses, under ['courses', 'mine'] so a purchase or a refund refreshes them. */
export const myCoursesQuery = () => queryOptions({ queryKey: [...queryKeys.courses, 'mine'], queryFn: getMyCourses });

/** The signed-in learner's bought courses (nothing asked while `enabled` is false). */
export function useMyCourses(enabled = true) {
  return useQuery({ ...myCoursesQuery(), enabled });
}
