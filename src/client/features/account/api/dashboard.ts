import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/account/dashboard';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/dashboard, cached under ['account', 'dashboard']. */
export const dashboardQuery = queryOptions({
  queryKey: ['account', 'dashboard'],
  queryFn: () => apiRequest<Dashboard>('/account/dashboard'),
});
