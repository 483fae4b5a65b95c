import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseReceipt } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from '../../../lib/query-keys';

/**
 * POST /api/courses/:courseId/purchase { referralCode? }: resolves to the receipt (201). Refusals:
 * 401 signed out, 403 own course, 404 no such published course, 409 already purchased or price
 * changed, 400 a bad
 * or unknown referral code, or the buyer's own.
 */
export const purchaseCourse = ({
  courseId,
  referralCode,
  expectedPriceCents,
}: {
  courseId: string;
  referralCode?: string;
  /** The price the buyer was shown: a changed price is refused (409) rather than charged. */
  expectedPriceCents?: number;
}) =>
  apiRequest<PurchaseReceipt>(`/courses/${encodeURIComponent(courseId)}/purchase`, {
    method: 'POST',
    body: { ...(referralCode ? { referralCode } : {}), ...(expectedPriceCents ? { expectedPriceCents } : {}) },
  });

/** Buys a course, then refreshes the marketplace's cached queries (after a refusal too: the shown state may be stale). */
export function usePurchaseCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purchaseCourse, onSettled: () => invalidateMarketplace(queryClient) });
}
