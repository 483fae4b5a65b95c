import { asc, eq, isNull } from 'drizzle-orm';
import type { AdaptivePool, PoolCaseStudy, PoolItem } from '../../../../shared/exams/cat/adaptive-test';
import type { CatItem } from '../../../../shared/exams/cat/select';
import { scoreItem } from '../../../../shared/items/registry';
import type { Database } from '../../../db/client';
import { loadItemDifficulties } from '../../calibration/service';
import { itemGroups, questions } from '../bank/tables';

/** How long a process keeps the pool before reading it again (milliseconds): a calibration run or a bank sync shows within this. */
const POOL_TTL_MS = 60_000;

/** The pool with the lookups the adaptive test needs beside it. */
export interface LoadedPool extends AdaptivePool {
  /** Every active item by id (stand-alone and in case studies), as the model sees it. */
  byId: ReadonlyMap<string, CatItem & { status: PoolItem['status'] }>;
}

let cached: { pool: LoadedPool; loadedAt: number } | undefined;

/**
 * The items the adaptive test may ask (docs/nclex.md §5): every active stand-alone item and every
 * active case study, each item with its difficulty in logits (calibrated, or from its authored
 * level), the most points it gives (the partial credit model's maximum score), its client-needs
 * category and its status (operational or pretest). Stand-alone bow-tie and trend items (a
 * stand-alone item with exhibits) come only after the minimum length (NCSBN). Kept for
 * POOL_TTL_MS by each process; `clearAdaptivePoolCache` drops it.
 */
export async function loadAdaptivePool(db: Database, now = Date.now()): Promise<LoadedPool> {
  if (cached && now - cached.loadedAt < POOL_TTL_MS) return cached.pool;
  const [rows, difficulties] = await Promise.all([
    db
      .select({
        id: questions.id,
        itemType: questions.itemType,
        clientNeeds: questions.clientNeeds,
        content: questions.content,
        groupId: questions.groupId,
        groupPosition: questions.groupPosition,
        groupRetiredAt: itemGroups.retiredAt,
      })
      .from(questions)
      .leftJoin(itemGroups, eq(itemGroups.id, questions.groupId))
      .where(isNull(questions.retiredAt))
      .orderBy(asc(questions.id)),
    loadItemDifficulties(db),
  ]);
  const items: PoolItem[] = [];
  const groups = new Map<string, (CatItem & { position: number })[]>();
  const byId = new Map<string, CatItem & { status: PoolItem['status'] }>();
  for (const row of rows) {
    const known = difficulties.get(row.id);
    if (!known || (row.groupId !== null && row.groupRetiredAt !== null)) continue;
    const base = {
      id: row.id,
      difficulty: known.difficulty,
      maxScore: scoreItem(row.content, null).possible,
      clientNeeds: row.clientNeeds,
    };
    byId.set(row.id, { ...base, status: known.status });
    if (row.groupId === null) {
      const trend = row.content.exhibits !== undefined && row.content.exhibits.length > 0;
      items.push({ ...base, status: known.status, afterMinimumOnly: row.itemType === 'bow-tie' || trend });
    } else {
      const group = groups.get(row.groupId) ?? [];
      group.push({ ...base, position: row.groupPosition ?? 0 });
      groups.set(row.groupId, group);
    }
  }
  const caseStudies: PoolCaseStudy[] = [...groups.entries()].map(([id, group]) => ({
    id,
    items: group.sort((a, b) => a.position - b.position).map(({ position: _, ...item }) => item),
  }));
  const pool = { items, caseStudies, byId };
  cached = { pool, loadedAt: now };
  return pool;
}

/** Forgets the cached pool (after a calibration run or in tests). */
export function clearAdaptivePoolCache(): void {
  cached = undefined;
}
