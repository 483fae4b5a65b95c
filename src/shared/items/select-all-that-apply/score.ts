import type { ItemScore } from '../item-type';
import { sataArithmetic } from './sata-arithmetic';
import type { SelectAllThatApplyItem, SelectAllThatApplyResponse } from './schemas';

/**
 * Select all that apply is scored by NCSBN's +/- rule: +1 per key chosen, -1 per other option
 * chosen, the item floored at 0, of as many points as it has keys (NCSBN, "What are the current
 * scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022); the
 * arithmetic itself is sataArithmetic, which the results screen shows. No answer earns 0.
 */
export function scoreSelectAllThatApply(
  item: SelectAllThatApplyItem,
  response: SelectAllThatApplyResponse | null,
): ItemScore {
  const { earned, possible } = sataArithmetic(item.correctAnswers, response?.choices ?? []);
  return { earned, possible };
}
