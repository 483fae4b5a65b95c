import { and, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { refundedPurchasesWithOrders } from '../marketplace/service';
import { type PaymentsContext, refundUnfulfilled } from './orders';
import { ProviderError } from './provider';
import { orders } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the sweep looks for refunds written without the provider: a week of retries. */
const SWEEP_DAYS = 7;

/**
 * Sends back through the provider, at `at`, the money of paid orders that failed (below) and of
 * sales Nightingale refunded itself (a session its trainer cancelled, a trainer's account closed:
 * marketplace `refundForCancellation`
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
  const unfulfilled = await refundUnfulfilledOrders(ctx, at);
  const withdrawn = await refundedPurchasesWithOrders(ctx.db, new Date(at.getTime() - SWEEP_DAYS * DAY_MS));
  if (withdrawn.length === 0) return unfulfilled;
  const purchaseOf = new Map(withdrawn.map((sale) => [sale.orderId, sale.purchaseId]));
  const paid = await ctx.db
    .select()
    .from(orders)
    .where(
      and(inArray(orders.id, [...purchaseOf.keys()]), eq(orders.status, 'paid'), isNotNull(orders.providerPaymentId)),
    );
  let { refunded, failed } = unfulfilled;
  for (const order of paid) {
    // An order the provider in use did not take (the test provider's, once Stripe is configured) has nothing to send back.
    if (order.provider !== ctx.provider.name || !order.providerPaymentId) continue;
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

/**
 * Retries the refunds of paid orders that failed (what they bought could no longer be given,
 * confirmPaid) and whose money has not gone back yet (`refundedAt` null), with the key confirmPaid
 * used (`failed-<order id>`), for SWEEP_DAYS days.
 */
async function refundUnfulfilledOrders(ctx: PaymentsContext, at: Date): Promise<{ refunded: number; failed: number }> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'failed'),
        isNull(orders.refundedAt),
        isNotNull(orders.providerPaymentId),
        gte(orders.updatedAt, new Date(at.getTime() - SWEEP_DAYS * DAY_MS)),
      ),
    );
  let refunded = 0;
  let failed = 0;
  for (const row of rows) {
    if (!row.providerPaymentId) continue;
    const sent = await refundUnfulfilled(
      ctx,
      { paymentId: row.providerPaymentId, amountCents: row.amountCents, key: `failed-${row.id}`, orderId: row.id },
      at,
    );
    if (sent) refunded += 1;
    else failed += 1;
  }
  return { refunded, failed };
}
