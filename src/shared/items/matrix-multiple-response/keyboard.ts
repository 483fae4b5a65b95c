import type { ItemKeyboard } from '../item-keyboard';
import type { MatrixMultipleResponseResponse, MatrixMultipleResponseView } from './schemas';

/**
 * The exam screen's letter and number keys address no part of a matrix (a cell needs a row and a
 * column): `parts` is 0, so the keys do nothing and `choose` never runs; the grid's own checkboxes
 * answer it (Tab and Space). No zod: the exam screen imports it.
 */
export const matrixMultipleResponseKeyboard: ItemKeyboard<MatrixMultipleResponseView, MatrixMultipleResponseResponse> =
  {
    parts: () => 0,
    choose: (response) => response,
  };

/**
 * The response after toggling the cell of row `row` and column `column` in a matrix of `rows` rows:
 * each row's columns kept in order; null when no cell is left checked (no answer).
 */
export function toggleMatrixCell(
  response: MatrixMultipleResponseResponse | null,
  rows: number,
  row: number,
  column: number,
): MatrixMultipleResponseResponse | null {
  const choices = Array.from({ length: rows }, (_, index) => [...(response?.choices[index] ?? [])]);
  const current = choices[row] ?? [];
  choices[row] = current.includes(column)
    ? current.filter((chosen) => chosen !== column)
    : [...current, column].sort((a, b) => a - b);
  return choices.some((chosen) => chosen.length > 0) ? { choices } : null;
}
