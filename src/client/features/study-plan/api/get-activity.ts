import { useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../../shared/study-plan/study-plan';
import { apiRequest } from '../../../lib/api-client';
import { studyPlanKey } from './get-today-plan';

/**
 * GET /api/study-plan/activity (as GET /today): the heat map's local days with items answered and
 * cards reviewed, cards due on each of the next 30 days, and retention per week.
 */
export const getActivity = () => apiRequest<Activity>('/study-plan/activity');

/** The viewer's study activity (nothing asked while `viewerId` is null). */
export function useStudyActivity(viewerId: string | null) {
  return useQuery({
    queryKey: [...studyPlanKey, 'activity', viewerId ?? ''],
    queryFn: getActivity,
    enabled: viewerId !== null,
  });
}
