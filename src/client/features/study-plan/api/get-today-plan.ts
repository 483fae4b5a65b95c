import { useQuery } from '@tanstack/react-query';
import type { TodayPlan } from '../../../../shared/study-plan/study-plan';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The root of the study plan's cached queries (today's plan and the activity charts). */
export const studyPlanKey = queryKeys.studyPlan;

/**
 * GET /api/study-plan/today (signed-in students and full-access users; 401 signed out, 403
 * otherwise): her plan for her local today (issue 25 item 5) with its progress, her exam date and
 * where it comes from, and her streak.
 */
export const getTodayPlan = () => apiRequest<TodayPlan>('/study-plan/today');

/** The viewer's plan for today (nothing asked while `viewerId` is null). */
export function useTodayPlan(viewerId: string | null) {
  return useQuery({
    queryKey: [...studyPlanKey, 'today', viewerId ?? ''],
    queryFn: getTodayPlan,
    enabled: viewerId !== null,
  });
}
