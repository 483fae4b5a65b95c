import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../drop-down-cloze/DropdownSelect';
import classes from '../drop-down-cloze/drop-down.module.css';
import type { ItemInputProps } from '../item-input-props';

/**
 * A drop-down table as a real table: the header's column headings (`th scope="col"`), each row's
 * label as its row header (`th scope="row"`, numbered from 1 as the score note numbers rows) and a
 * native drop-down per remaining column, named "Drop-down 2 of 6: 2. Absent bowel sounds,
 * Interpretation". The table scrolls sideways in its own box on a narrow phone, the labels staying
 * in view; when the drop-downs are disabled (after scoring) the box takes the focus, so the keyboard
 * can still scroll it. After scoring, the words beside each drop-down say "Correct answer" and
 * "Your answer" (see DropdownSelect).
 */
export function DropDownTableInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'drop-down-table'>) {
  const { t } = useTranslation();
  const total = view.rows.reduce((sum, row) => sum + row.dropdowns.length, 0);
  const before = view.rows.map((_, index) =>
    view.rows.slice(0, index).reduce((sum, row) => sum + row.dropdowns.length, 0),
  );
  const choose = (rowIndex: number, column: number, value: number | null) => {
    const next = view.rows.map((row, r) =>
      row.dropdowns.map((_, c) => (r === rowIndex && c === column ? value : (response?.choices[r]?.[c] ?? null))),
    );
    onChange(next.some((row) => row.some((choice) => choice !== null)) ? { choices: next } : null);
  };
  return (
    <div
      className={classes.scroll}
      {...(disabled ? { tabIndex: 0, role: 'region', 'aria-label': t('Answer table, scrolls sideways') } : {})}
    >
      <table className={classes.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {view.columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? classes.rowHeader : undefined} lang="en">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, rowIndex) => (
            <tr key={row.label}>
              <th scope="row" className={classes.rowHeader} lang="en">
                <span className={classes.rowNumber}>{rowIndex + 1}.</span> {row.label}
              </th>
              {row.dropdowns.map((dropdown, column) => {
                const number = (before[rowIndex] ?? 0) + column + 1;
                return (
                  <td key={view.columns[column + 1] ?? column} className={classes.cell}>
                    <DropdownSelect
                      label={t('Drop-down {{number}} of {{total}}: {{row}}, {{column}}', {
                        number,
                        total,
                        row: `${rowIndex + 1}. ${row.label}`,
                        column: view.columns[column + 1] ?? '',
                      })}
                      options={dropdown.options}
                      value={response?.choices[rowIndex]?.[column] ?? null}
                      onChange={(value) => choose(rowIndex, column, value)}
                      disabled={disabled}
                      correctAnswer={solution?.correctAnswers[rowIndex]?.[column]}
                    />
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
