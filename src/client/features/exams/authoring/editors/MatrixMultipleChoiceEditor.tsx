import { Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MATRIX_MC_COLUMNS, MATRIX_MC_ROWS } from '../../../../../shared/items/matrix-multiple-choice/schemas';
import type { TypeEditorProps } from './editor-props';
import { MatrixGridEditor, moveRowAnswers } from './parts/matrix-grid-editor';

/**
 * The matrix multiple choice editor: 2-3 columns ("Indicated", "Not indicated"), 4-10 rows, and the
 * one right column of each row, a radio per column beside the row ("Row 1: Indicated"). Removing a
 * column moves the rows keyed to it to the first column; rows move with their keys.
 */
export function MatrixMultipleChoiceEditor({ item, onChange, problems }: TypeEditorProps<'matrix-multiple-choice'>) {
  const { t } = useTranslation();
  return (
    <MatrixGridEditor
      columns={item.columns}
      rows={item.rows}
      problems={problems}
      columnLimits={MATRIX_MC_COLUMNS}
      rowLimits={MATRIX_MC_ROWS}
      rowsLegend={t("Rows (choose each row's right column)")}
      onColumnsChange={(columns, map) =>
        onChange({ ...item, columns, correctAnswers: item.correctAnswers.map((key) => map(key) ?? 0) })
      }
      onRowsChange={(rows, map) =>
        onChange({ ...item, rows, correctAnswers: moveRowAnswers(item.correctAnswers, rows.length, map, () => 0) })
      }
      renderCell={(row, column, columnName) => (
        <Radio
          key={column}
          name={`matrix-${item.id}-row-${row}`}
          aria-label={t('Row {{number}}: {{column}}', { number: row + 1, column: columnName })}
          title={columnName}
          checked={item.correctAnswers[row] === column}
          onChange={() =>
            onChange({
              ...item,
              correctAnswers: item.rows.map((_, position) =>
                position === row ? column : (item.correctAnswers[position] ?? 0),
              ),
            })
          }
        />
      )}
    />
  );
}
