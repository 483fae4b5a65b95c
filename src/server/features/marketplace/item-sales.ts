import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SaleItemKind } from '../../../shared/marketplace/purchases';
import type { Database } from '../../db/client';
import { findUserNames } from '../account/service';
import { purchases } from './tables';

/*
 * Figures over the completed purchases of trainers' items (courses, sessions, videos), for the
 * features that sell them: enrolled students, booked seats, who bought.
 */

/**
 * How many completed (not refunded) purchases each of `itemIds` has: a course's enrolled students,
 * a session's booked seats, a video's purchases. Items without any are absent from the map.
 */
export async function countCompletedPurchases(db: Database, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: purchases.itemId, total: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(inArray(purchases.itemId, [...itemIds]), eq(purchases.status, 'completed')))
    .groupBy(purchases.itemId);
  return new Map(rows.map((row) => [row.itemId, row.total]));
}

/** Which of `itemIds` `userId` holds a completed purchase of. */
export async function purchasedItemIds(db: Database, userId: string, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ itemId: purchases.itemId })
    .from(purchases)
    .where(
      and(eq(purchases.userId, userId), eq(purchases.status, 'completed'), inArray(purchases.itemId, [...itemIds])),
    );
  return new Set(rows.map((row) => row.itemId));
}

/** The items of `kind` `userId` holds a completed purchase of (a learner's booked sessions, issue 27 item 3). */
export async function purchasedItemIdsOfKind(db: Database, userId: string, kind: SaleItemKind): Promise<string[]> {
  const rows = await db
    .select({ itemId: purchases.itemId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'completed'), eq(purchases.itemKind, kind)));
  return rows.map((row) => row.itemId);
}

/** One completed purchase of an item, with its buyer's name: a session's booking as its trainer sees it. */
interface ItemBuyer {
  purchaseId: string;
  itemId: string;
  userId: string;
  buyerName: string;
  purchasedAt: string;
}

/** The completed purchases of `itemIds`, oldest first, with the buyers' names (a session's bookings). */
export async function listItemBuyers(db: Database, itemIds: readonly string[]): Promise<ItemBuyer[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      purchaseId: purchases.id,
      itemId: purchases.itemId,
      userId: purchases.userId,
      purchasedAt: purchases.purchasedAt,
    })
    .from(purchases)
    .where(and(inArray(purchases.itemId, [...itemIds]), eq(purchases.status, 'completed')))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.id));
  const names = await findUserNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    purchaseId: row.purchaseId,
    itemId: row.itemId,
    userId: row.userId,
    buyerName: names.get(row.userId) ?? '',
    purchasedAt: row.purchasedAt.toISOString(),
  }));
}
