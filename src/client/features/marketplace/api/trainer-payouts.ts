import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectPayoutAccount, TrainerPayouts } from '../../../../shared/payments/payouts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/trainer/payouts (trainers only): the payout account, pending, available and paid out, each payout. */
export const getTrainerPayouts = () => apiRequest<TrainerPayouts>('/trainer/payouts');

/** The trainer's payouts, under ['trainer', 'payouts'] (refreshed with the marketplace). */
export const trainerPayoutsQuery = queryOptions({
  queryKey: [...queryKeys.trainer, 'payouts'],
  queryFn: getTrainerPayouts,
});

/** The trainer's payouts. */
export function useTrainerPayouts() {
  return useQuery(trainerPayoutsQuery);
}

/**
 * POST /api/trainer/payout-account: connects the trainer's payout account; answers Stripe's
 * onboarding page to open, or null when the account is ready (the test provider). 502 when the
 * payment service refuses or cannot be reached.
 */
export const connectPayoutAccount = () =>
  apiRequest<ConnectPayoutAccount>('/trainer/payout-account', { method: 'POST', body: {} });

/** Connects the payout account, then refreshes the trainer's payouts. */
export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPayoutAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainerPayoutsQuery.queryKey }),
  });
}
