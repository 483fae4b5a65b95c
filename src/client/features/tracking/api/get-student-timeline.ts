import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '../../../../shared/tracking/tracking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/admin/tracking/:userId (admins; 401 signed out, 403 others): that student's timeline,
 * with who last set each step. Throws ApiError 404 STUDENT_NOT_FOUND for an unknown or deleted account.
 */
export const getStudentTimeline = (userId: string) =>
  apiRequest<Timeline>(`/admin/tracking/${encodeURIComponent(userId)}`);

/** A student's timeline as the admins see it, under ['tracking']. */
export const studentTimelineQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.tracking, 'student', userId],
    queryFn: () => getStudentTimeline(userId),
  });

/** The timeline of the student `userId` (nothing asked while null). */
export function useStudentTimeline(userId: string | null) {
  return useQuery({ ...studentTimelineQuery(userId ?? ''), enabled: userId !== null });
}
