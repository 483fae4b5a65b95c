import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MATRIX_MR_COLUMNS, MATRIX_MR_ROWS } from '../../../../../shared/items/matrix-multiple-response/schemas';
import type { TypeEditorProps } from './editor-props';
import { remapKeys, toggleKey } from './list-ops';
import { MatrixGridEditor, moveRowAnswers } from './parts/matrix-grid-editor';

/**
 * The matrix multiple response editor: 2-4 columns, 3-10 rows, and each row's keyed columns, a
 * checkbox per column beside the row ("Row 1: Effective is a key"); every column needs a key and at
 * least one cell is not a key (the schema says so when not). Rows and columns move with their keys.
 */
export function MatrixMultipleResponseEditor({
  item,
  onChange,
  problems,
}: TypeEditorProps<'matrix-multiple-response'>) {
  const { t } = useTranslation();
  return (
    <MatrixGridEditor
      columns={item.columns}
      rows={item.rows}
      problems={problems}
      columnLimits={MATRIX_MR_COLUMNS}
      rowLimits={MATRIX_MR_ROWS}
      rowsLegend={t("Rows (tick each row's keyed columns)")}
      onColumnsChange={(columns, map) =>
        onChange({ ...item, columns, correctAnswers: item.correctAnswers.map((keys) => remapKeys(keys, map)) })
      }
      onRowsChange={(rows, map) =>
        onChange({
          ...item,
          rows,
          correctAnswers: moveRowAnswers<number[]>(item.correctAnswers, rows.length, map, () => []),
        })
      }
      renderCell={(row, column, columnName) => (
        <Checkbox
          key={column}
          aria-label={t('Row {{number}}: {{column}} is a key', { number: row + 1, column: columnName })}
          title={columnName}
          checked={(item.correctAnswers[row] ?? []).includes(column)}
          onChange={(event) =>
            onChange({
              ...item,
              correctAnswers: item.rows.map((_, position) => {
                const keys = item.correctAnswers[position] ?? [];
                return position === row ? toggleKey(keys, column, event.currentTarget.checked) : keys;
              }),
            })
          }
        />
      )}
    />
  );
}
