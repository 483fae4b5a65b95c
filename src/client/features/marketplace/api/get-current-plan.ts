import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentPlanResponse } from '../../../../shared/plans/plans';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/plans/current (signed in; 401 signed out): the reader's plan now and when it ends (null for Free). */
export const getCurrentPlan = () => apiRequest<CurrentPlanResponse>('/plans/current');

/** The reader's plan, under the payments root (a payment refreshes it). */
export const currentPlanQuery = queryOptions({
  queryKey: [...queryKeys.payments, 'plan'],
  queryFn: getCurrentPlan,
});

/** The reader's current plan. */
export function useCurrentPlan() {
  return useQuery(currentPlanQuery);
}
