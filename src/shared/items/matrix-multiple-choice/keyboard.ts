import type { ItemKeyboard } from '../item-keyboard';
import type { MatrixMultipleChoiceResponse, MatrixMultipleChoiceView } from './schemas';

/**
 * The exam screen's letter and number keys address no part of a matrix (a cell needs a row and a
 * column): `parts` is 0, so the keys do nothing and `choose` never runs; the grid's own radio
 * buttons answer it (Tab to a row, arrow keys across its columns). No zod: the exam screen imports it.
 */
export const matrixMultipleChoiceKeyboard: ItemKeyboard<MatrixMultipleChoiceView, MatrixMultipleChoiceResponse> = {
  parts: () => 0,
  choose: (response) => response,
};

/**
 * The response after choosing column `column` in row `row` of a matrix of `rows` rows: the row's
 * choice replaced, the other rows kept (null where not answered yet).
 */
export function chooseMatrixCell(
  response: MatrixMultipleChoiceResponse | null,
  rows: number,
  row: number,
  column: number,
): MatrixMultipleChoiceResponse {
  const choices = Array.from({ length: rows }, (_, index) => response?.choices[index] ?? null);
  choices[row] = column;
  return { choices };
}
