import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerDashboard } from '../../../../shared/marketplace/trainer-dashboard';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/trainer/dashboard (trainers only; 403 otherwise): figures, courses and recent sales. */
export const getTrainerDashboard = () => apiRequest<TrainerDashboard>('/trainer/dashboard');

/** The trainer's dashboard, under ['trainer', 'dashboard'] (refreshed with the marketplace). */
export const trainerDashboardQuery = queryOptions({
  queryKey: [...queryKeys.trainer, 'dashboard'],
  queryFn: getTrainerDashboard,
});

/** The trainer's dashboard (nothing asked while `enabled` is false: the reader is not a trainer). */
export function useTrainerDashboard(enabled = true) {
  return useQuery({ ...trainerDashboardQuery, enabled });
}
