import type { ItemScore } from '../item-type';
import { dropdownArithmetic } from './dropdown-arithmetic';
import type { DropDownClozeItem, DropDownClozeResponse } from './schemas';

/**
 * Drop-down cloze is scored by NCSBN's 0/1 rule: 1 point per drop-down whose key is chosen, nothing
 * taken away for a wrong one, of as many points as the item has drop-downs (NCSBN, "What are the
 * current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN
 * 2022; docs/nclex.md §2). The arithmetic is dropdownArithmetic, which the result shows. No answer
 * (null) earns 0.
 */
export function scoreDropDownCloze(item: DropDownClozeItem, response: DropDownClozeResponse | null): ItemScore {
  const keys = item.dropdowns.map((dropdown) => dropdown.correctAnswer);
  const { earned, possible } = dropdownArithmetic(keys, response?.choices ?? []);
  return { earned, possible };
}
