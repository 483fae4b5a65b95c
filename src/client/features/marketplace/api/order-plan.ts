import { useMutation } from '@tanstack/react-query';
import type { OrderReceipt } from '../../../../shared/payments/orders';
import { findPlan, type PaidPlanId } from '../../../../shared/plans/plans';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/orders { kind: 'plan', itemId, expectedPriceCents }: the pending order of plan
 * `planId`, priced by the server (issue 26 item 6), to be paid on the checkout page. Throws
 * ApiError: 401 signed out, 404 `plan_not_found`, 409 `plan_downgrade` (a higher plan runs) or
 * `price_changed`, each with its sentence.
 */
export const orderPlan = (planId: PaidPlanId) =>
  apiRequest<OrderReceipt>('/orders', {
    method: 'POST',
    body: { kind: 'plan', itemId: planId, expectedPriceCents: findPlan(planId)?.priceCents },
  });

/** The checkout page of order `orderId` (helper C's page, issue 26). */
export const checkoutPath = (orderId: string) => `/checkout/${encodeURIComponent(orderId)}`;

/** Orders a plan; the caller goes to its checkout with the order. */
export function useOrderPlan() {
  return useMutation({ mutationFn: orderPlan });
}
