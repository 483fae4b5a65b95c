import type { ItemScore } from '../item-type';
import { matrixChoiceArithmetic } from './matrix-choice-arithmetic';
import type { MatrixMultipleChoiceItem, MatrixMultipleChoiceResponse } from './schemas';

/**
 * Matrix multiple choice is scored by NCSBN's 0/1 rule: 1 point per row answered with its key
 * column, nothing taken away for a wrong or unanswered row, of as many points as the item has rows
 * (NCSBN, "What are the current scoring models?"; W. Muntean, "Next Generation NCLEX: item types and
 * scoring", NCSBN 2022; docs/nclex.md §2). The arithmetic is matrixChoiceArithmetic, which the results
 * screen shows. No answer earns 0.
 */
export function scoreMatrixMultipleChoice(
  item: MatrixMultipleChoiceItem,
  response: MatrixMultipleChoiceResponse | null,
): ItemScore {
  const { earned, possible } = matrixChoiceArithmetic(item.correctAnswers, response?.choices ?? []);
  return { earned, possible };
}
