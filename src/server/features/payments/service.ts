/**
 * The payments feature's public module (issue 26): what sellers need to write their order kinds,
 * and the seats pending orders hold. Other features import this feature only through this module.
 */

import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Order, OrderKind, OrderStatus, PaymentProviderName } from '../../../shared/payments/orders';
import type { Database } from '../../db/client';
import { toOrder } from './orders';
import { orders, paymentDisputes, refundRequests } from './tables';

export type { OrderKindHandler, OrderKinds, OrderQuote, PaidOrder, QuoteRequest, ReceiptExtra } from './order-kinds';

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

/** What a seller writes when it opens an order itself (a programme fee at enrolment), priced by the seller's rule. */
export interface OpenOrderValues {
  buyerId: string;
  kind: OrderKind;
  itemId: string;
  itemTitle: string;
  priceCents: number;
  returnPath: string;
  /** When it is due (a programme fee); it never lapses. */
  dueAt: Date;
  /** The provider that will take the payment (app.payments.provider.name). */
  provider: PaymentProviderName;
}

/**
 * Opens a pending order of `values` at `at` in `tx` (issue 26 item 5: a programme fee created at
 * enrolment), holding nothing and never lapsing (expiresAt null), without a discount. A pending
 * order of the buyer for the same item is kept as it is (one pending order per item). Answers the
 * pending order.
 */
export async function openPendingOrder(tx: Database, values: OpenOrderValues, at: Date): Promise<Order> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      discountCents: 0,
      amountCents: values.priceCents,
      status: 'pending',
      expiresAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return toOrder(row);
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, values.buyerId),
        eq(orders.kind, values.kind),
        eq(orders.itemId, values.itemId),
        eq(orders.status, 'pending'),
      ),
    );
  if (!existing) throw new Error('a pending order vanished while it was opened');
  return toOrder(existing);
}

/**
 * Cancels at `at` `buyerId`'s pending orders of `kind`, except those for `exceptItemId` (a
 * programme changed: the old programme's unpaid fee goes). Answers how many were cancelled.
 */
export async function cancelPendingOrdersOf(
  tx: Database,
  { buyerId, kind, exceptItemId }: { buyerId: string; kind: OrderKind; exceptItemId?: string },
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: at })
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.kind, kind),
        eq(orders.status, 'pending'),
        exceptItemId ? ne(orders.itemId, exceptItemId) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * `buyerId`'s orders of `kind` (for `itemId` when given) with one of `statuses`, newest first, as
 * the buyer sees them (the Payment Portal's pending fees, a fee already paid, the timeline).
 */
export async function listOrdersOfKind(
  db: Database,
  { buyerId, kind, itemId, statuses }: { buyerId: string; kind: OrderKind; itemId?: string; statuses: OrderStatus[] },
): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.kind, kind),
        itemId ? eq(orders.itemId, itemId) : undefined,
        inArray(orders.status, statuses),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toOrder(row));
}

/**
 * Writes an order already paid through the test provider at `paidAt` (the demo data: Amara's
 * Premium plan and her course bought with a referral code), with a transaction id like the test
 * provider's. `discountCents` (default 0) comes off the price. Answers the order.
 */
export async function insertPaidTestOrder(
  tx: Database,
  values: Pick<OpenOrderValues, 'buyerId' | 'kind' | 'itemId' | 'itemTitle' | 'priceCents' | 'returnPath'> & {
    discountCents?: number;
    referralCode?: string | null;
  },
  paidAt: Date,
): Promise<Order> {
  const discountCents = values.discountCents ?? 0;
  const [row] = await tx
    .insert(orders)
    .values({
      ...values,
      discountCents,
      amountCents: values.priceCents - discountCents,
      status: 'paid',
      provider: 'test',
      providerPaymentId: `test_pi_demo_${paidAt.getTime().toString(36)}`,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    })
    .returning();
  if (!row) throw new Error('the paid order was not written');
  return toOrder(row);
}

/**
 * Cancels, at `at`, every pending order of `itemIds` (a session its trainer cancelled), in the
 * caller's transaction: their holds end and their checkout pages say so. A checkout paid at the
 * provider afterwards cannot be honoured and is refunded (confirmPaid). Answers how many.
 */
export async function cancelPendingOrdersOfItems(db: Database, itemIds: readonly string[], at: Date): Promise<number> {
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
