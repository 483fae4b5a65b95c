import { chooseMatrixCell } from '../../../../../shared/items/matrix-multiple-choice/keyboard';
import type { ItemInputProps } from '../item-input-props';
import { MatrixTable } from './MatrixTable';

/** A matrix multiple choice item's grid: one radio group per row, one column chosen in each. */
export function MatrixMultipleChoiceInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'matrix-multiple-choice'>) {
  return (
    <MatrixTable
      labelledBy={labelledBy}
      columns={view.columns}
      rows={view.rows}
      kind="radio"
      isChosen={(row, column) => response?.choices[row] === column}
      onToggle={(row, column) => onChange(chooseMatrixCell(response, view.rows.length, row, column))}
      disabled={disabled}
      isKey={solution ? (row, column) => solution.correctAnswers[row] === column : undefined}
    />
  );
}
