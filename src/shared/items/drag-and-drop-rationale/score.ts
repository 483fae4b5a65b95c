import type { DragAndDropResponse } from '../drag-and-drop-cloze/schemas';
import { rationaleArithmetic } from '../drop-down-rationale/rationale-arithmetic';
import type { ItemScore } from '../item-type';
import type { DragAndDropRationaleItem } from './schemas';

/**
 * Drag-and-drop rationale is scored by NCSBN's rationale rule: a dyad (2 targets) earns 1 point only
 * when both are right; a triad (the cause {{0}}, its effects {{1}} and {{2}}) earns 2 points, one per
 * cause-effect pair, a pair earning its point only when both its targets are right, so a wrong cause
 * loses both (NCSBN, "What are the current scoring models?"; W. Muntean, "Next Generation NCLEX: item
 * types and scoring", NCSBN 2022; docs/nclex.md §2). The arithmetic is drop-down rationale's
 * rationaleArithmetic (one rule for both rationale types), a target's token standing for a
 * drop-down's choice; the result shows it. No answer (null) earns 0.
 */
export function scoreDragAndDropRationale(
  item: DragAndDropRationaleItem,
  response: DragAndDropResponse | null,
): ItemScore {
  const { earned, possible } = rationaleArithmetic(item.correctAnswers, response?.placements ?? []);
  return { earned, possible };
}
