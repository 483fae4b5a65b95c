import { Checkbox, Group, Stack } from '@mantine/core';
import { MATRIX_MR_COLUMNS, MATRIX_MR_ROWS } from '../../../../../shared/items/matrix-multiple-response/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor, remapKeys, toggleKey } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

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
  const columnName = (column: number) => item.columns[column] || `Column ${column + 1}`;
  return (
    <Stack gap="lg">
      <OptionListEditor
        legend="Columns"
        problems={problemsFor(problems, 'columns')}
        items={item.columns}
        min={MATRIX_MR_COLUMNS.min}
        max={MATRIX_MR_COLUMNS.max}
        itemLabel={(index) => `Column ${index + 1}`}
        addLabel="Add column"
        multiline={false}
        onChange={(columns, map) =>
          onChange({ ...item, columns, correctAnswers: item.correctAnswers.map((keys) => remapKeys(keys, map)) })
        }
      />
      <OptionListEditor
        legend="Rows (tick each row's keyed columns)"
        problems={problemsFor(problems, 'rows', 'correctAnswers')}
        items={item.rows}
        min={MATRIX_MR_ROWS.min}
        max={MATRIX_MR_ROWS.max}
        itemLabel={(index) => `Row ${index + 1}`}
        addLabel="Add row"
        onChange={(rows, map) => {
          const keys: number[][] = Array.from({ length: rows.length }, () => []);
          item.correctAnswers.forEach((rowKeys, old) => {
            const next = map(old);
            if (next !== null) keys[next] = rowKeys;
          });
          onChange({ ...item, rows, correctAnswers: keys });
        }}
        renderKey={(row) => (
          <Group gap={6} wrap="nowrap">
            {item.columns.map((_, column) => (
              <Checkbox
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
                key={column}
                aria-label={`Row ${row + 1}: ${columnName(column)} is a key`}
                title={columnName(column)}
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
            ))}
          </Group>
        )}
      />
    </Stack>
  );
}
