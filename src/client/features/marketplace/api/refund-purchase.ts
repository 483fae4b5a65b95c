import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundBody, RefundReceipt } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/**
 * POST /api/admin/purchases/:purchaseId/refund { reason } (admins only): refunds through the
 * payment provider; the purchase is refunded at once, or `refundRequested` until the provider
 * confirms (issue 26). 409 when already refunded, requested, or more than 30 days old; 502 when
 * the payment service refused (its sentence) or could not be reached.
 */
export const refundPurchase = ({ purchaseId, reason }: { purchaseId: string } & RefundBody) =>
  apiRequest<RefundReceipt>(`/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, {
    method: 'POST',
    body: { reason },
  });

/** Refunds a purchase, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundPurchase, onSettled: () => invalidateMarketplace(queryClient) });
}
