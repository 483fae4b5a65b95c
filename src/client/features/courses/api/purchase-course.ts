import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseReceipt } from '../../../../shared/marketplace/purchases';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMarketplace } from './invalidate-marketplace';

/**
 * POST /api/courses/:courseId/purchase { referralCode? }: resolves to the receipt (201). Refusals:
 * 401 signed out, 403 own course, 404 no such published course, 409 already purchased, 400 a bad
 * or unknown referral code, or the buyer's own.
 */
export const purchaseCourse = ({ courseId, referralCode }: { courseId: string; referralCode?: string }) =>
  apiRequest<PurchaseReceipt>(`/courses/${encodeURIComponent(courseId)}/purchase`, {
    method: 'POST',
    body: referralCode ? { referralCode } : {},
  });

/** Buys a course, then refreshes the marketplace's cached queries. */
export function usePurchaseCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: purchaseCourse, onSuccess: () => invalidateMarketplace(queryClient) });
}
