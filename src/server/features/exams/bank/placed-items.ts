import { inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { QuestionContent } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { questions } from './tables';

/** An authored item with its case study and place in it (both null for a stand-alone item). */
export interface PlacedItem {
  item: QuestionContent;
  groupId: string | null;
  groupPosition: number | null;
}

/**
 * A placed item of the bank as read at one moment: `version` is its row's `updated_at` as text
 * (exact to the microsecond), which changes whenever the row's content does (a content sync, an
 * activation in the item bank). insertAttempt copies the row only while it still has this version.
 */
export interface BankItem extends PlacedItem {
  version: string;
}

/**
 * The content of bank items by `id@version`, kept by each process (issue 30): a start reads the
 * versions of its 75 items (a few bytes each) instead of their content (about 1 kB each). An entry
 * is never wrong, only unused once its row changes: a new version is another key. Safe with
 * several instances for the same reason. About 1 kB an item; the bank holds a few thousand.
 */
const contents = new LRUCache<string, QuestionContent>({ max: 20_000 });

const keyOf = (id: string, version: string) => `${id}@${version}`;

/** The columns of a placed bank item beside its content. */
const placement = {
  id: questions.id,
  version: sql<string>`${questions.updatedAt}::text`,
  groupId: questions.groupId,
  groupPosition: questions.groupPosition,
};

/**
 * The items `ids` with their case study, place and version, in the order of `ids`; unknown ids are
 * skipped. Reads the versions, then the content of those not in memory yet.
 */
export async function getPlacedItems(db: Database, ids: readonly string[]): Promise<BankItem[]> {
  if (ids.length === 0) return [];
  const found = new Map<string, BankItem>();
  const rows = await db
    .select(placement)
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  for (const { id, ...row } of rows) {
    const item = contents.get(keyOf(id, row.version));
    if (item) found.set(id, { item, ...row });
  }
  const missing = rows.filter((row) => !found.has(row.id)).map((row) => row.id);
  if (missing.length > 0) {
    const fresh = await db
      .select({ ...placement, content: questions.content })
      .from(questions)
      .where(inArray(questions.id, missing));
    for (const { id, content, ...row } of fresh) {
      contents.set(keyOf(id, row.version), content);
      found.set(id, { item: content, ...row });
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
