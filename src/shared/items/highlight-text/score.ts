import type { ItemScore } from '../item-type';
import { highlightArithmetic } from './highlight-arithmetic';
import type { HighlightTextItem, HighlightTextResponse } from './schemas';

/**
 * Highlight text is scored by NCSBN's +/- rule: +1 per keyed span highlighted, -1 per other span
 * highlighted, the item floored at 0, of as many points as it has keyed spans (NCSBN, "What are the
 * current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN
 * 2022; docs/nclex.md §2). The arithmetic itself is highlightArithmetic, which the result shows.
 * No answer earns 0.
 */
export function scoreHighlightText(item: HighlightTextItem, response: HighlightTextResponse | null): ItemScore {
  const { earned, possible } = highlightArithmetic(item.correctAnswers, response?.choices ?? []);
  return { earned, possible };
}
