import type { ItemScore } from '../item-type';
import { orderArithmetic } from './order-arithmetic';
import type { OrderedResponseItem, OrderedResponseResponse } from './schemas';

/**
 * Ordered response is scored 1 point per step in its right place, of as many points as the right
 * order has steps (decision 013). NCSBN publishes no Next Generation NCLEX rule for ordered response
 * (extended drag and drop); the legacy ordered item was right or wrong as a whole (NCSBN, "What are
 * the current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN
 * 2022; docs/nclex.md §2), and the rule chosen is NCSBN's 0/1 rule of drag-and-drop cloze targets
 * applied to the places of the order. The arithmetic is orderArithmetic, which the result shows. No
 * answer (null) earns 0.
 */
export function scoreOrderedResponse(item: OrderedResponseItem, response: OrderedResponseResponse | null): ItemScore {
  const { earned, possible } = orderArithmetic(item.correctOrder, response?.order ?? null);
  return { earned, possible };
}
