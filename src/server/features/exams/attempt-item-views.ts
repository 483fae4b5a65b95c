import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ItemView, toItemView } from '../../../shared/items/registry';
import type { Database } from '../../db/client';
import { attemptItems } from './tables';

/** One item of an attempt as the candidate saw it, and its place. */
export interface AskedItem {
  position: number;
  view: ItemView;
}

/**
 * The items an attempt asked never change once it has started, so each process keeps the views of
 * recent attempts' items (no keys: views only) to check answers without reading them again.
 * Safe with several instances: nothing cached can go stale. About 1 kB an item.
 */
const cache = new LRUCache<string, Map<string, AskedItem>>({ max: 2000 });

/** Remembers the items of a new attempt. */
export function rememberAskedItems(attemptId: string, items: Map<string, AskedItem>): void {
  cache.set(attemptId, items);
}

/** The items `attemptId` asked, by item id (empty for an unknown attempt). */
export async function askedItems(db: Database, attemptId: string): Promise<Map<string, AskedItem>> {
  const cached = cache.get(attemptId);
  if (cached) return cached;
  const rows = await db
    .select({ itemId: attemptItems.itemId, position: attemptItems.position, item: attemptItems.item })
    .from(attemptItems)
    .where(eq(attemptItems.attemptId, attemptId))
    .orderBy(asc(attemptItems.position));
  const items = new Map(rows.map((row) => [row.itemId, { position: row.position, view: toItemView(row.item) }]));
  if (items.size > 0) cache.set(attemptId, items);
  return items;
}
