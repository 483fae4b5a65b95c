import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ExamMode } from '../../../../shared/exams/forms';
import { type ItemView, type QuestionContent, toItemView } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { attemptItems, examAttempts } from '../tables';

/** One item of an attempt as the candidate saw it, its place, its case study (if any) and the attempt's order rule. */
export interface AskedItem {
  position: number;
  view: ItemView;
  /** The case study the item belongs to and its place in it; null for a stand-alone item. */
  groupId: string | null;
  groupPosition: number | null;
  /** True in NCLEX-like mode: every item is answered in order and none changes once a later one is. */
  inOrder: boolean;
}

/**
 * The views of recent attempts' items (no keys: views only), kept by each process to check answers
 * without reading the items again: the hot path of every saved answer. An item, once asked, never
 * changes; an attempt may gain items after it started (a selection rule that chooses the next item
 * per step), so an item id the entry lacks is read again from the database before it is refused.
 * Safe with several instances: an entry can lack an item another instance added, never hold a
 * wrong one. About 1 kB an item.
 */
const cache = new LRUCache<string, Map<string, AskedItem>>({ max: 2000 });

/** Remembers items just added to an attempt (all of a new attempt's, or the next ones), after their insert committed. */
export function rememberAskedItems(
  attemptId: string,
  mode: ExamMode,
  items: readonly { position: number; item: QuestionContent; groupId: string | null; groupPosition: number | null }[],
): void {
  const entry = cache.get(attemptId) ?? new Map<string, AskedItem>();
  for (const row of items) entry.set(row.item.id, askedItemOf(row, mode));
  cache.set(attemptId, entry);
}

function askedItemOf(
  row: { position: number; item: QuestionContent; groupId: string | null; groupPosition: number | null },
  mode: ExamMode,
): AskedItem {
  return {
    position: row.position,
    view: toItemView(row.item),
    groupId: row.groupId,
    groupPosition: row.groupPosition,
    inOrder: mode === 'nclex',
  };
}

async function readAskedItems(db: Database, attemptId: string): Promise<Map<string, AskedItem>> {
  const rows = await db
    .select({
      itemId: attemptItems.itemId,
      position: attemptItems.position,
      item: attemptItems.item,
      groupId: attemptItems.groupId,
      groupPosition: attemptItems.groupPosition,
      mode: examAttempts.mode,
    })
    .from(attemptItems)
    .innerJoin(examAttempts, eq(examAttempts.id, attemptItems.attemptId))
    .where(eq(attemptItems.attemptId, attemptId))
    .orderBy(asc(attemptItems.position));
  const items = new Map(rows.map((row) => [row.itemId, askedItemOf(row, row.mode)]));
  if (items.size > 0) cache.set(attemptId, items);
  return items;
}

/**
 * The item `itemId` as attempt `attemptId` asked it, and the number of items the attempt has asked
 * (0: an unknown attempt). Read from the cache; from the database on a miss of the attempt, or of
 * the item (it may have been added since the entry was made).
 */
export async function askedItem(
  db: Database,
  attemptId: string,
  itemId: string,
): Promise<{ asked: AskedItem | undefined; count: number }> {
  const cached = cache.get(attemptId);
  const hit = cached?.get(itemId);
  if (cached && hit) return { asked: hit, count: cached.size };
  const items = await readAskedItems(db, attemptId);
  return { asked: items.get(itemId), count: items.size };
}
