import type { ItemScore } from '../item-type';
import type { SelectNItem, SelectNResponse } from './schemas';
import { selectNArithmetic } from './select-n-arithmetic';

/**
 * Select N is scored by NCSBN's 0/1 rule: 1 point per key chosen, nothing taken away for another
 * option, of N points; the screen refuses an N+1th choice (NCSBN, "What are the current scoring
 * models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022). The arithmetic
 * itself is selectNArithmetic, which the results screen shows. No answer earns 0, and so does a
 * response of more than N choices (the server refuses one; see selectNArithmetic).
 */
export function scoreSelectN(item: SelectNItem, response: SelectNResponse | null): ItemScore {
  const { earned, possible } = selectNArithmetic(item.correctAnswers, response?.choices ?? []);
  return { earned, possible };
}
