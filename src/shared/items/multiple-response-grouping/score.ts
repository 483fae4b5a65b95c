import type { ItemScore } from '../item-type';
import { groupingArithmetic } from './grouping-arithmetic';
import type { MultipleResponseGroupingItem, MultipleResponseGroupingResponse } from './schemas';

/**
 * Multiple response grouping is scored by NCSBN's +/- rule within each group: +1 per key chosen, -1
 * per other option chosen, each group floored at 0, the groups summed, of as many points as the item
 * has keys (NCSBN, "What are the current scoring models?"; W. Muntean, "Next Generation NCLEX: item
 * types and scoring", NCSBN 2022; the floor per group follows the vendors' per-column rule for
 * matrix multiple response, docs/nclex.md §2). The arithmetic itself is groupingArithmetic, which the
 * results screen shows. No answer earns 0.
 */
export function scoreMultipleResponseGrouping(
  item: MultipleResponseGroupingItem,
  response: MultipleResponseGroupingResponse | null,
): ItemScore {
  const { earned, possible } = groupingArithmetic(item.groups, response?.choices ?? []);
  return { earned, possible };
}
