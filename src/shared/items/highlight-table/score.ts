import { highlightArithmetic } from '../highlight-text/highlight-arithmetic';
import type { ItemScore } from '../item-type';
import type { HighlightTableItem, HighlightTableResponse } from './schemas';

/**
 * Highlight table is scored by NCSBN's +/- rule: +1 per keyed row highlighted, -1 per other row
 * highlighted, the item floored at 0, of as many points as it has keyed rows (NCSBN, "What are the
 * current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN
 * 2022; docs/nclex.md §2). The arithmetic itself is highlightArithmetic (shared with highlight
 * text), which the result shows. No answer earns 0.
 */
export function scoreHighlightTable(item: HighlightTableItem, response: HighlightTableResponse | null): ItemScore {
  const { earned, possible } = highlightArithmetic(item.correctAnswers, response?.choices ?? []);
  return { earned, possible };
}
