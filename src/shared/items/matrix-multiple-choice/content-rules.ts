import { matrixFlaws, quoted } from './matrix-fields';
import type { MatrixMultipleChoiceItem } from './schemas';

/**
 * The item-writing flaws of a matrix multiple choice item, each a sentence: those of every matrix
 * (no "all/none of the above" row or column; the explanation discusses every row as "Row 1 ...")
 * and a column that is the key of no row (a choice that is never right cues every row's answer).
 */
export function matrixMultipleChoiceFlaws(item: MatrixMultipleChoiceItem): string[] {
  const flaws = matrixFlaws(item);
  item.columns.forEach((column, index) => {
    if (!item.correctAnswers.includes(index)) {
      flaws.push(`column ${quoted(column)} is the key of no row: make it right for at least one row.`);
    }
  });
  return flaws;
}
