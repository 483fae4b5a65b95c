import { Badge, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './matrix.module.css';

interface MatrixTableProps {
  /** Names the table: the id of the stem's element. */
  labelledBy: string;
  columns: readonly string[];
  rows: readonly string[];
  /** `radio`: one column per row (matrix multiple choice); `checkbox`: any cells (matrix multiple response). */
  kind: 'radio' | 'checkbox';
  /** True when the cell of row `row` (zero-based) and column `column` is chosen. */
  isChosen: (row: number, column: number) => boolean;
  onToggle: (row: number, column: number) => void;
  disabled: boolean;
  /** Once the item is scored: true for a keyed cell, marked in words ("Correct answer") as well as colour. */
  isKey?: (row: number, column: number) => boolean;
}

/**
 * The grid of a matrix item as a real table: a column header (`th scope="col"`) per column, a row
 * header (`th scope="row"`, numbered from 1 as the rationale and score note number rows) per row,
 * and a native radio button (one group per row, by its `name`) or checkbox in every cell, named by
 * its row and then its column ("2. Heart rate 124/min Indicated"). Tab moves between rows, the arrow
 * keys across a row's radio buttons, Space checks. The table scrolls sideways in its own box on a
 * narrow phone (the row headers stay in view); when the inputs are disabled (after scoring) the box
 * itself takes the focus, so the keyboard can still scroll it. After scoring, each keyed cell says
 * "Correct answer" and each chosen cell "Your answer".
 */
export function MatrixTable({
  labelledBy,
  columns,
  rows,
  kind,
  isChosen,
  onToggle,
  disabled,
  isKey,
}: MatrixTableProps) {
  const { t } = useTranslation();
  const id = useId();
  const columnId = (column: number) => `${id}-column-${column}`;
  const rowId = (row: number) => `${id}-row-${row}`;
  return (
    <div
      className={classes.scroll}
      {...(disabled ? { tabIndex: 0, role: 'region', 'aria-label': t('Answer grid, scrolls sideways') } : {})}
    >
      <table className={classes.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col" className={classes.rowHeader}>
              <VisuallyHidden>{t('Row')}</VisuallyHidden>
            </th>
            {columns.map((column, index) => (
              <th key={column} scope="col" id={columnId(index)} className={classes.columnHeader} lang="en">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row" id={rowId(rowIndex)} className={classes.rowHeader} lang="en">
                <span className={classes.rowNumber}>{rowIndex + 1}.</span> {row}
              </th>
              {columns.map((column, columnIndex) => {
                const chosen = isChosen(rowIndex, columnIndex);
                const key = isKey?.(rowIndex, columnIndex) ?? false;
                return (
                  <td
                    key={column}
                    className={classes.cell}
                    data-checked={chosen || undefined}
                    data-key={isKey ? key || undefined : undefined}
                    data-wrong={isKey && chosen && !key ? true : undefined}
                  >
                    <label className={classes.target}>
                      <input
                        type={kind}
                        name={kind === 'radio' ? rowId(rowIndex) : undefined}
                        value={columnIndex}
                        checked={chosen}
                        onChange={() => onToggle(rowIndex, columnIndex)}
                        disabled={disabled}
                        aria-labelledby={`${rowId(rowIndex)} ${columnId(columnIndex)}`}
                        className={classes.input}
                      />
                      {isKey && key && (
                        <Badge color="green" variant="filled" size="xs">
                          {t('Correct answer')}
                        </Badge>
                      )}
                      {isKey && chosen && (
                        <Badge color={key ? 'green' : 'red'} variant="outline" size="xs">
                          {t('Your answer')}
                        </Badge>
                      )}
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
