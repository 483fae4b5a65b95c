import type { ItemScore } from '../item-type';
import { matrixResponseArithmetic } from './matrix-response-arithmetic';
import type { MatrixMultipleResponseItem, MatrixMultipleResponseResponse } from './schemas';

/**
 * Matrix multiple response is scored by NCSBN's +/- rule: +1 per keyed cell checked, -1 per other
 * cell checked, of as many points as the item has keyed cells (NCSBN, "What are the current scoring
 * models?"; W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022; docs/nclex.md
 * §2). NCSBN does not say where the floor at 0 applies; as Learnosity's and ExamSoft's NCLEX question
 * types do, each column is floored at 0 and the columns are summed (decision 013). The arithmetic is
 * matrixResponseArithmetic, which the results screen shows. No answer earns 0.
 */
export function scoreMatrixMultipleResponse(
  item: MatrixMultipleResponseItem,
  response: MatrixMultipleResponseResponse | null,
): ItemScore {
  const { earned, possible } = matrixResponseArithmetic(
    item.columns.length,
    item.correctAnswers,
    response?.choices ?? [],
  );
  return { earned, possible };
}
