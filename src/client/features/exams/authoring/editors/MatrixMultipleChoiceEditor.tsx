import { Group, Radio, Stack } from '@mantine/core';
import { MATRIX_MC_COLUMNS, MATRIX_MC_ROWS } from '../../../../../shared/items/matrix-multiple-choice/schemas';
import type { TypeEditorProps } from './editor-props';
import { problemsFor } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The matrix multiple choice editor: 2-3 columns ("Indicated", "Not indicated"), 4-10 rows, and the
 * one right column of each row, a radio per column beside the row ("Row 1: Indicated"). Removing a
 * column moves the rows keyed to it to the first column; rows move with their keys.
 */
export function MatrixMultipleChoiceEditor({ item, onChange, problems }: TypeEditorProps<'matrix-multiple-choice'>) {
  const columnName = (column: number) => item.columns[column] || `Column ${column + 1}`;
  return (
    <Stack gap="lg">
      <OptionListEditor
        legend="Columns"
        problems={problemsFor(problems, 'columns')}
        items={item.columns}
        min={MATRIX_MC_COLUMNS.min}
        max={MATRIX_MC_COLUMNS.max}
        itemLabel={(index) => `Column ${index + 1}`}
        addLabel="Add column"
        multiline={false}
        onChange={(columns, map) =>
          onChange({ ...item, columns, correctAnswers: item.correctAnswers.map((key) => map(key) ?? 0) })
        }
      />
      <OptionListEditor
        legend="Rows (choose each row's right column)"
        problems={problemsFor(problems, 'rows', 'correctAnswers')}
        items={item.rows}
        min={MATRIX_MC_ROWS.min}
        max={MATRIX_MC_ROWS.max}
        itemLabel={(index) => `Row ${index + 1}`}
        addLabel="Add row"
        onChange={(rows, map) => {
          const keys = Array.from({ length: rows.length }, () => 0);
          item.correctAnswers.forEach((key, old) => {
            const next = map(old);
            if (next !== null) keys[next] = key;
          });
          onChange({ ...item, rows, correctAnswers: keys });
        }}
        renderKey={(row) => (
          <Group gap={6} wrap="nowrap">
            {item.columns.map((_, column) => (
              <Radio
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
                key={column}
                name={`matrix-${item.id}-row-${row}`}
                aria-label={`Row ${row + 1}: ${columnName(column)}`}
                title={columnName(column)}
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
            ))}
          </Group>
        )}
      />
    </Stack>
  );
}
