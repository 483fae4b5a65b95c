import { toggleMatrixCell } from '../../../../../shared/items/matrix-multiple-response/keyboard';
import type { ItemInputProps } from '../item-input-props';
import { MatrixTable } from '../matrix-multiple-choice/MatrixTable';

/** A matrix multiple response item's grid: a checkbox in every cell, any number checked in a row or column. */
export function MatrixMultipleResponseInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'matrix-multiple-response'>) {
  return (
    <MatrixTable
      labelledBy={labelledBy}
      columns={view.columns}
      rows={view.rows}
      kind="checkbox"
      isChosen={(row, column) => response?.choices[row]?.includes(column) ?? false}
      onToggle={(row, column) => onChange(toggleMatrixCell(response, view.rows.length, row, column))}
      disabled={disabled}
      isKey={solution ? (row, column) => solution.correctAnswers[row]?.includes(column) ?? false : undefined}
    />
  );
}
