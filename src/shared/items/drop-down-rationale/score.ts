import type { ItemScore } from '../item-type';
import { rationaleArithmetic } from './rationale-arithmetic';
import type { DropDownRationaleItem, DropDownRationaleResponse } from './schemas';

/**
 * Drop-down rationale is scored by NCSBN's rationale rule: a dyad (2 drop-downs) earns 1 point only
 * when both are right; a triad (the cause {{0}}, its effects {{1}} and {{2}}) earns 2 points, one per
 * cause-effect pair, a pair earning its point only when both its parts are right (NCSBN, "What are
 * the current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN
 * 2022; docs/nclex.md §2). The arithmetic is rationaleArithmetic, which the result shows. No answer
 * (null) earns 0.
 */
export function scoreDropDownRationale(
  item: DropDownRationaleItem,
  response: DropDownRationaleResponse | null,
): ItemScore {
  const keys = item.dropdowns.map((dropdown) => dropdown.correctAnswer);
  const { earned, possible } = rationaleArithmetic(keys, response?.choices ?? []);
  return { earned, possible };
}
