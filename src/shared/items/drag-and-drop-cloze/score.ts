import type { ItemScore } from '../item-type';
import { targetsArithmetic } from './cloze-arithmetic';
import type { DragAndDropClozeItem, DragAndDropResponse } from './schemas';

/**
 * Drag-and-drop cloze is scored by NCSBN's 0/1 rule: 1 point per target holding its key token,
 * nothing taken away for a wrong or empty target, of as many points as the item has targets (NCSBN,
 * "What are the current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and
 * scoring", NCSBN 2022; docs/nclex.md §2). The arithmetic itself is targetsArithmetic, which the
 * results screen shows. No answer earns 0.
 */
export function scoreDragAndDropCloze(item: DragAndDropClozeItem, response: DragAndDropResponse | null): ItemScore {
  const { earned, possible } = targetsArithmetic(item.correctAnswers, response?.placements ?? null);
  return { earned, possible };
}
