import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundBody } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/**
 * POST /api/admin/purchases/:purchaseId/refund { reason } (admins only): reverses the purchase's
 * ledger entries and ends the enrolment. 409 when already refunded or more than 30 days old.
 */
export const refundPurchase = ({ purchaseId, reason }: { purchaseId: string } & RefundBody) =>
  apiRequest(`/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, { method: 'POST', body: { reason } });

/** Refunds a purchase, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundPurchase, onSettled: () => invalidateMarketplace(queryClient) });
}
