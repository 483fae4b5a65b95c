import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateOrderBody } from '../../shared/payments/orders';
import type { Database } from '../db/client';
import { ledgerEntries, purchases } from '../db/schema';
import { recordPastSales, type SaleItem, toPurchase } from '../features/marketplace/purchases';
import type { SignedIn } from './accounts';
import { requestAs } from './marketplace';

/** What a checkout through the API answered: a refusal's status and body, or 201 with the order and its purchase. */
export interface CheckoutResult {
  statusCode: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the JSON it expects, as LightMyRequest's json() does.
  json(): any;
}

/**
 * Buys through the checkout as `buyer` (signed out when null), the way the browser does with the
 * test provider: POST /api/orders, then POST /api/orders/:id/pay. A refusal of either answers as
 * it came; success answers 201 with `{ order, purchase }` (the purchase the paid order made, or
 * null for a plan or a fee).
 */
export async function checkoutAs(
  app: FastifyInstance,
  buyer: SignedIn | null,
  body: CreateOrderBody,
): Promise<CheckoutResult> {
  const created = await requestAs(app, buyer, 'POST', '/api/orders', body);
  if (created.statusCode !== 201) return created;
  const { order } = created.json();
  const paid =
    order.status === 'paid' ? created : await requestAs(app, buyer, 'POST', `/api/orders/${order.id}/pay`, {});
  if (paid.statusCode !== 200 && paid.statusCode !== 201) return paid;
  const [row] = await app.database.db.select().from(purchases).where(eq(purchases.orderId, order.id));
  const result = { order: paid.json().order, purchase: row ? toPurchase(row) : null };
  return { statusCode: 201, body: JSON.stringify(result), json: () => result };
}

/**
 * Records `buyerId`'s completed purchase of `item` at `at` with its ledger entries, without an order
 * (as a sale made elsewhere meanwhile): for tests of an order whose item was bought before it was paid.
 */
export async function recordSaleWithoutOrder(
  app: FastifyInstance,
  { item, buyerId, at }: { item: SaleItem; buyerId: string; at: Date },
): Promise<void> {
  await recordPastSales(app.database.db, [{ item, buyerId, referrer: null, at }]);
}

/**
 * A double-clicked Buy, as the browser now sends it: two POST /api/orders at once as `buyer`, then
 * the checkout page's one Pay (`checkoutAs`, which finds the same pending order). Answers both
 * creations and the checkout.
 */
export async function doubleClickedBuy(app: FastifyInstance, buyer: SignedIn, body: CreateOrderBody) {
  const created = await Promise.all([
    requestAs(app, buyer, 'POST', '/api/orders', body),
    requestAs(app, buyer, 'POST', '/api/orders', body),
  ]);
  return { created, paid: await checkoutAs(app, buyer, body) };
}

/**
 * What item `itemId` sold, as the concurrency tests compare it: its completed purchases, the
 * distinct sales in the ledger, and what those sale entries sum to (cents).
 */
export async function salesOfItem(db: Database, itemId: string) {
  const [bought] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.itemId, itemId), eq(purchases.status, 'completed')));
  const [ledger] = await db
    .select({
      groups: countDistinct(ledgerEntries.purchaseId),
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int`,
    })
    .from(ledgerEntries)
    .innerJoin(purchases, eq(purchases.id, ledgerEntries.purchaseId))
    .where(and(eq(purchases.itemId, itemId), eq(ledgerEntries.entryType, 'sale')));
  return { purchases: bought?.total ?? 0, saleGroups: Number(ledger?.groups ?? 0), cents: ledger?.cents ?? 0 };
}
