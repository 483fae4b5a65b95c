import type { ItemScore } from '../item-type';
import type { DropDownTableItem, DropDownTableResponse } from './schemas';
import { tableArithmetic } from './table-arithmetic';

/**
 * A drop-down table is scored by NCSBN's 0/1 rule: 1 point per drop-down whose key is chosen,
 * nothing taken away for a wrong one, of as many points as the table has drop-downs (NCSBN, "What
 * are the current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring",
 * NCSBN 2022; docs/nclex.md §2). The arithmetic is tableArithmetic, which the result shows. No
 * answer (null) earns 0.
 */
export function scoreDropDownTable(item: DropDownTableItem, response: DropDownTableResponse | null): ItemScore {
  const keys = item.rows.map((row) => row.dropdowns.map((dropdown) => dropdown.correctAnswer));
  const { earned, possible } = tableArithmetic(keys, response?.choices ?? []);
  return { earned, possible };
}
