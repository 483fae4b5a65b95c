import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { refundedPurchasesWithOrders } from '../marketplace/service';
import type { PaymentsContext } from './orders';
import { ProviderError } from './provider';
import { orders } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the sweep looks for refunds written without the provider: a week of retries. */
const SWEEP_DAYS = 7;

/**
 * Sends back through the provider, at `at`, the money of sales Nightingale refunded itself (a
 * session its trainer cancelled, a trainer's account closed: marketplace `refundForCancellation`
 * writes the purchase refunded and the reversing ledger entries in the cancellation's transaction).
 * Each such purchase whose order is still `paid` is refunded at the provider with the idempotency
 * key an admin's refund uses (`refund-<purchase id>`, so one purchase is never refunded twice), then
 * its order becomes `refunded`; the provider's `charge.refunded` then finds the purchase refunded
 * already and changes nothing. A refusal is logged and retried by the next sweep (every 10 minutes,
 * for SWEEP_DAYS days). Answers how many were refunded and how many failed.
 */
export async function refundWithdrawnSales(
  ctx: PaymentsContext,
  at: Date,
): Promise<{ refunded: number; failed: number }> {
  const withdrawn = await refundedPurchasesWithOrders(ctx.db, new Date(at.getTime() - SWEEP_DAYS * DAY_MS));
  if (withdrawn.length === 0) return { refunded: 0, failed: 0 };
  const purchaseOf = new Map(withdrawn.map((sale) => [sale.orderId, sale.purchaseId]));
  const paid = await ctx.db
    .select()
    .from(orders)
    .where(
      and(inArray(orders.id, [...purchaseOf.keys()]), eq(orders.status, 'paid'), isNotNull(orders.providerPaymentId)),
    );
  let refunded = 0;
  let failed = 0;
  for (const order of paid) {
    if (order.provider === 'free' || !order.providerPaymentId) continue;
    try {
      await ctx.provider.refund({
        paymentId: order.providerPaymentId,
        amountCents: order.amountCents,
        idempotencyKey: `refund-${purchaseOf.get(order.id)}`,
      });
      await ctx.db
        .update(orders)
        .set({ status: 'refunded', refundedAt: at, updatedAt: at })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
      refunded += 1;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failed += 1;
      ctx.log.error(
        { err: error, orderId: order.id },
        'a withdrawn sale was not refunded at the provider; the next sweep retries',
      );
    }
  }
  return { refunded, failed };
}
