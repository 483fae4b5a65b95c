import { matrixFlaws, quoted } from '../matrix-multiple-choice/matrix-fields';
import type { MatrixMultipleResponseItem } from './schemas';

/**
 * The item-writing flaws of a matrix multiple response item, each a sentence: those of every matrix
 * (no "all/none of the above" row or column; the explanation discusses every row as "Row 1 ...")
 * and a column keyed in every row (checking the whole column earns it in full, so it tells nothing
 * about what the candidate knows).
 */
export function matrixMultipleResponseFlaws(item: MatrixMultipleResponseItem): string[] {
  const flaws = matrixFlaws(item);
  item.columns.forEach((column, index) => {
    if (item.correctAnswers.every((keys) => keys.includes(index))) {
      flaws.push(`column ${quoted(column)} is a key in every row: leave at least one row that is not a key in it.`);
    }
  });
  return flaws;
}
