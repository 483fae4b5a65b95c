import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HIGHLIGHT_TABLE_COLUMNS, HIGHLIGHT_TABLE_ROWS } from '../../../../../shared/items/highlight-table/schemas';
import type { TypeEditorProps } from './editor-props';
import { indexAfterMove, insertAt, keysAfterRemove, moveTo, removeAt, replaceAt, toggleKey } from './parts/h6-list';
import { FieldProblems, TopProblems } from './parts/h6-problem-list';
import { placeProblems } from './parts/h6-problems';
import { RowButtons } from './parts/h6-row-buttons';
import { TableColumnsFieldset } from './parts/table-columns-fieldset';

/**
 * The editor of a highlight-table item's own fields (issue 28 item 1; schema
 * src/shared/items/highlight-table/schemas.ts): the header (2 to 6 columns, added or removed with
 * their cell in every row), and 3 to 12 rows, each a card with a checkbox "Row i is a key", Move
 * up, Move down and Remove, and one input per cell (the first names the row). The keys follow their
 * rows. On a phone each row's cells stack.
 */
export function HighlightTableEditor({ item, onChange, problems }: TypeEditorProps<'highlight-table'>) {
  const { t } = useTranslation();
  const placed = placeProblems(problems, ['columns', 'rows', 'correctAnswers']);
  const columnName = (c: number) => item.columns[c] || t('column {{number}}', { number: c + 1 });
  return (
    <Stack gap="md">
      <TopProblems problems={placed.top} />
      <TableColumnsFieldset
        columns={item.columns}
        min={HIGHLIGHT_TABLE_COLUMNS.min}
        max={HIGHLIGHT_TABLE_COLUMNS.max}
        headingLabel={(c) =>
          c === 0 ? t('Heading of column 1 (names the rows)') : t('Heading of column {{number}}', { number: c + 1 })
        }
        removeLabel={(c) => t('Remove column {{number}}', { number: c + 1 })}
        addLabel={t('Add column')}
        problems={placed.at('columns')}
        onRename={(c, heading) => onChange({ ...item, columns: replaceAt(item.columns, c, heading) })}
        onRemove={(c) =>
          onChange({ ...item, columns: removeAt(item.columns, c), rows: item.rows.map((row) => removeAt(row, c)) })
        }
        onAdd={() =>
          onChange({ ...item, columns: insertAt(item.columns, ''), rows: item.rows.map((row) => insertAt(row, '')) })
        }
      />
      {item.rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity.
        <Fieldset key={r} legend={t('Row {{number}}', { number: r + 1 })} variant="default">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Checkbox
              label={t('Row {{number}} is a key', { number: r + 1 })}
              checked={item.correctAnswers.includes(r)}
              onChange={(event) =>
                onChange({ ...item, correctAnswers: toggleKey(item.correctAnswers, r, event.currentTarget.checked) })
              }
            />
            <RowButtons
              name={t('row {{number}}', { number: r + 1 })}
              index={r}
              count={item.rows.length}
              min={HIGHLIGHT_TABLE_ROWS.min}
              onMove={(from, to) =>
                onChange({
                  ...item,
                  rows: moveTo(item.rows, from, to),
                  correctAnswers: item.correctAnswers.map((key) => indexAfterMove(key, from, to)).sort((a, b) => a - b),
                })
              }
              onRemove={(at) =>
                onChange({
                  ...item,
                  rows: removeAt(item.rows, at),
                  correctAnswers: keysAfterRemove(item.correctAnswers, at),
                })
              }
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: Math.min(item.columns.length, 3) }} spacing="xs" mt="xs">
            {item.columns.map((_, c) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: cell c is column c.
                key={c}
                label={t('{{column}}, row {{number}}', { column: columnName(c), number: r + 1 })}
                value={row[c] ?? ''}
                onChange={(event) => {
                  const cells = item.columns.map((__, position) => row[position] ?? '');
                  onChange({ ...item, rows: replaceAt(item.rows, r, replaceAt(cells, c, event.currentTarget.value)) });
                }}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
      <FieldProblems problems={[...placed.at('rows'), ...placed.at('correctAnswers')]} />
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={item.rows.length >= HIGHLIGHT_TABLE_ROWS.max}
          onClick={() =>
            onChange({
              ...item,
              rows: insertAt(
                item.rows,
                item.columns.map(() => ''),
              ),
            })
          }
        >
          {t('Add row')}
        </Button>
      </Group>
    </Stack>
  );
}
