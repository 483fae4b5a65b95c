import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsOverview } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/payments (signed in; 401 signed out): the reader's purchases and referral earnings. */
export const getPayments = () => apiRequest<PaymentsOverview>('/payments');

/** The reader's payments, under ['payments']. */
export const paymentsQuery = queryOptions({ queryKey: queryKeys.payments, queryFn: getPayments });

/** The reader's purchases and referral earnings. */
export function usePayments() {
  return useQuery(paymentsQuery);
}
