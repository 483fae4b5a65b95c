import { queryOptions } from '@tanstack/react-query';
import type { PaymentsOverview } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/payments: my purchases and my referral earnings, under ['payments']. */
export const paymentsQuery = queryOptions({
  queryKey: ['payments'],
  queryFn: () => apiRequest<PaymentsOverview>('/payments'),
});
