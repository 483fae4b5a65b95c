import { and, inArray, isNotNull } from 'drizzle-orm';
import type { CjmmStep } from '../../../../shared/items/cjmm-steps';
import type { Database } from '../../../db/client';
import { adaptiveAttempts } from '../adaptive/tables';
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
 * submission (or as an adaptive test went, its unscored pretest items left out), with their client
 * need and CJMM step as asked.
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
      position: attemptItems.position,
    })
    .from(attemptItems)
    .where(and(inArray(attemptItems.attemptId, [...new Set(attemptIds)]), isNotNull(attemptItems.earned)));
  const adaptive = await db
    .select({ attemptId: adaptiveAttempts.attemptId, pretestNumbers: adaptiveAttempts.pretestNumbers })
    .from(adaptiveAttempts)
    .where(inArray(adaptiveAttempts.attemptId, [...new Set(attemptIds)]));
  const pretest = new Map(adaptive.map((row) => [row.attemptId, new Set(row.pretestNumbers)]));
  return rows
    .filter((row) => !pretest.get(row.attemptId)?.has(row.position + 1))
    .map(({ item, earned, position: _position, ...row }) => ({
      ...row,
      stem: item.stem,
      cjmmStep: item.cjmmStep ?? null,
      earned: earned ?? 0,
    }));
}
