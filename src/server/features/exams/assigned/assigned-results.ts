import { and, inArray, isNotNull } from 'drizzle-orm';
import type { CjmmStep } from '../../../../shared/items/cjmm-steps';
import type { Database } from '../../../db/client';
import { attemptItems } from '../tables';

/** One scored item of an attempt, as a class's results read it (issue 28 item 5). */
export interface ScoredAttemptItem {
  attemptId: string;
  itemId: string;
  itemType: string;
  stem: string;
  clientNeed: string;
  /** The clinical-judgment step of a case study's item; null for a stand-alone item. */
  cjmmStep: CjmmStep | null;
  /** Points earned (whole points) of `possible`. */
  earned: number;
  possible: number;
}

/**
 * The scored items of the attempts `attemptIds` (read only): items answered and scored at
 * submission (or as an adaptive test went), with their client need and CJMM step as asked.
 */
export async function scoredItemsOf(db: Database, attemptIds: readonly string[]): Promise<ScoredAttemptItem[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .select({
      attemptId: attemptItems.attemptId,
      itemId: attemptItems.itemId,
      itemType: attemptItems.itemType,
      clientNeed: attemptItems.clientNeeds,
      item: attemptItems.item,
      earned: attemptItems.earned,
      possible: attemptItems.possible,
    })
    .from(attemptItems)
    .where(and(inArray(attemptItems.attemptId, [...new Set(attemptIds)]), isNotNull(attemptItems.earned)));
  return rows.map(({ item, earned, ...row }) => ({
    ...row,
    stem: item.stem,
    cjmmStep: item.cjmmStep ?? null,
    earned: earned ?? 0,
  }));
}
