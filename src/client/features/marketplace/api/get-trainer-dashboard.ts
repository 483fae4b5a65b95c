import { queryOptions } from '@tanstack/react-query';
import type { TrainerDashboard } from '../../../../shared/marketplace/trainer-dashboard';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/trainer/dashboard (trainers only; 403 otherwise): figures, courses and recent sales, under ['trainer', 'dashboard']. */
export const trainerDashboardQuery = queryOptions({
  queryKey: ['trainer', 'dashboard'],
  queryFn: () => apiRequest<TrainerDashboard>('/trainer/dashboard'),
});
