/**
 * The payments feature's public module (issue 26): what sellers need to write their order kinds,
 * and the seats pending orders hold. Other features import this feature only through this module.
 */

import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentDisputes, refundRequests } from './tables';

export type { OrderKindHandler, OrderKinds, OrderQuote, PaidOrder, QuoteRequest } from './order-kinds';

/**
 * How many live pending orders hold each of `itemIds` at `now` (a session's seats held by open
 * checkouts), not counting `exceptBuyerId`'s own. Items without any are absent.
 */
export async function countHeldOrders(
  db: Database,
  itemIds: readonly string[],
  now: Date,
  exceptBuyerId?: string,
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: orders.itemId, total: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.itemId, [...itemIds]),
        eq(orders.status, 'pending'),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
        exceptBuyerId ? ne(orders.buyerId, exceptBuyerId) : undefined,
      ),
    )
    .groupBy(orders.itemId);
  return new Map(rows.map((row) => [row.itemId, row.total]));
}

/**
 * Cancels, at `at`, every pending order of `itemIds` (a session its trainer cancelled), in the
 * caller's transaction: their holds end and their checkout pages say so. A checkout paid at the
 * provider afterwards cannot be honoured and is refunded (confirmPaid). Answers how many.
 */
export async function cancelPendingOrdersOf(db: Database, itemIds: readonly string[], at: Date): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db
    .update(orders)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(inArray(orders.itemId, [...itemIds]), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * The purchases whose sale is under an open dispute at the provider (issue 26 item 3), as a
 * subquery of purchase ids: their ledger entries count as neither available nor payable.
 */
export function disputedPurchaseIds(db: Database) {
  return db
    .select({ purchaseId: paymentDisputes.purchaseId })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.status, 'open'), isNotNull(paymentDisputes.purchaseId)));
}

/** Which of `purchaseIds` have a refund asked of the provider and not yet confirmed ("Refund requested"). */
export async function refundRequestedOf(db: Database, purchaseIds: readonly string[]): Promise<Set<string>> {
  if (purchaseIds.length === 0) return new Set();
  const rows = await db
    .select({ purchaseId: refundRequests.purchaseId })
    .from(refundRequests)
    .where(and(inArray(refundRequests.purchaseId, [...purchaseIds]), eq(refundRequests.status, 'requested')));
  return new Set(rows.map((row) => row.purchaseId));
}
