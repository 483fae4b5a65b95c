import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IndexMap } from '../list-ops';
import { problemsFor } from '../list-ops';
import { OptionListEditor } from '../OptionListEditor';

/**
 * The answers of `length` rows after the rows changed as `map` says (the row formerly at `old` is
 * now at `map(old)`, or removed): each row keeps its answer; a new row starts with `blank()`.
 */
export function moveRowAnswers<T>(answers: readonly T[], length: number, map: IndexMap, blank: () => T): T[] {
  const moved = Array.from({ length }, blank);
  answers.forEach((answer, old) => {
    const next = map(old);
    if (next !== null) moved[next] = answer;
  });
  return moved;
}

/**
 * The two lists of a matrix editor (matrix multiple choice and multiple response): the columns
 * ("Column 1", ... within `columnLimits`), then the rows (within `rowLimits`, under `rowsLegend`)
 * with one key control per column beside each row, drawn by `renderCell(row, column, columnName)`
 * (a column's name, or "Column N" while empty). `onColumnsChange` and `onRowsChange` get the new
 * list and where each old index went (OptionListEditor); the editor moves the keys.
 */
export function MatrixGridEditor({
  columns,
  rows,
  problems,
  columnLimits,
  rowLimits,
  rowsLegend,
  onColumnsChange,
  onRowsChange,
  renderCell,
}: {
  columns: string[];
  rows: string[];
  problems: readonly string[];
  columnLimits: { min: number; max: number };
  rowLimits: { min: number; max: number };
  rowsLegend: string;
  onColumnsChange: (columns: string[], map: IndexMap) => void;
  onRowsChange: (rows: string[], map: IndexMap) => void;
  renderCell: (row: number, column: number, columnName: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const columnName = (column: number) => columns[column] || t('Column {{number}}', { number: column + 1 });
  return (
    <Stack gap="lg">
      <OptionListEditor
        legend={t('Columns')}
        problems={problemsFor(problems, 'columns')}
        items={columns}
        min={columnLimits.min}
        max={columnLimits.max}
        itemLabel={(index) => t('Column {{number}}', { number: index + 1 })}
        addLabel={t('Add column')}
        multiline={false}
        onChange={onColumnsChange}
      />
      <OptionListEditor
        legend={rowsLegend}
        problems={problemsFor(problems, 'rows', 'correctAnswers')}
        items={rows}
        min={rowLimits.min}
        max={rowLimits.max}
        itemLabel={(index) => t('Row {{number}}', { number: index + 1 })}
        addLabel={t('Add row')}
        onChange={onRowsChange}
        renderKey={(row) => (
          <Group gap={6} wrap="nowrap">
            {columns.map((_, column) => renderCell(row, column, columnName(column)))}
          </Group>
        )}
      />
    </Stack>
  );
}
