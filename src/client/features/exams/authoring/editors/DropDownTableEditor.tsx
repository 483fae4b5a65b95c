import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Dropdown } from '../../../../../shared/items/drop-down-cloze/dropdowns';
import { TABLE_COLUMNS, TABLE_ROWS } from '../../../../../shared/items/drop-down-table/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import type { TypeEditorProps } from './editor-props';
import { blankDropdown } from './parts/cloze-dropdown-edits';
import { DropdownFields } from './parts/cloze-dropdown-fields';
import { insertAt, moveTo, removeAt, replaceAt } from './parts/h6-list';
import { FieldProblems, TopProblems } from './parts/h6-problem-list';
import { placeProblems } from './parts/h6-problems';
import { TextWithRowButtons } from './parts/h6-row-buttons';
import { TableColumnsFieldset } from './parts/table-columns-fieldset';

type Row = ItemOf<'drop-down-table'>['rows'][number];

/** The name of row `r`'s drop-down in column `column` (1-based among the drop-down columns). */
const dropdownName = (r: number, column: number, columns: number, t: TFunction) =>
  columns > 1
    ? t("row {{row}}'s drop-down {{number}}", { row: r + 1, number: column + 1 })
    : t("row {{row}}'s drop-down", { row: r + 1 });

/**
 * The editor of a drop-down table's own fields (issue 28 item 1; schema
 * src/shared/items/drop-down-table/schemas.ts): the header (the row labels' heading, then 1 to 3
 * drop-down columns; adding or removing a column adds or removes that drop-down in every row) and
 * 2 to 8 rows, each with its label (Move up, Move down, Remove) and per column a drop-down of 3 to
 * 5 choices with its key. Problems show under the header, the row or the drop-down they name, else
 * at the top.
 */
export function DropDownTableEditor({ item, onChange, problems }: TypeEditorProps<'drop-down-table'>) {
  const { t } = useTranslation();
  const dropdownColumns = item.columns.length - 1;
  const fields = ['columns', 'rows'];
  item.rows.forEach((row, r) => {
    fields.push(`rows.${r}`);
    row.dropdowns.forEach((_, d) => {
      fields.push(`rows.${r}.dropdowns.${d}`);
    });
  });
  const placed = placeProblems(problems, fields);
  const setRow = (r: number, row: Row) => onChange({ ...item, rows: replaceAt(item.rows, r, row) });
  const setDropdown = (r: number, d: number, dropdown: Dropdown) => {
    const row = item.rows[r];
    if (row) setRow(r, { ...row, dropdowns: replaceAt(row.dropdowns, d, dropdown) });
  };
  return (
    <Stack gap="md">
      <TopProblems problems={placed.top} />
      <TableColumnsFieldset
        columns={item.columns}
        min={TABLE_COLUMNS.min}
        max={TABLE_COLUMNS.max}
        headingLabel={(c) =>
          c === 0 ? t('Heading of the row labels') : t('Heading of drop-down column {{number}}', { number: c })
        }
        removeLabel={(c) => (c > 0 ? t('Remove column {{number}}', { number: c }) : null)}
        addLabel={t('Add drop-down column')}
        problems={placed.at('columns')}
        onRename={(c, heading) => onChange({ ...item, columns: replaceAt(item.columns, c, heading) })}
        onRemove={(c) =>
          onChange({
            ...item,
            columns: removeAt(item.columns, c),
            rows: item.rows.map((row) => ({ ...row, dropdowns: removeAt(row.dropdowns, c - 1) })),
          })
        }
        onAdd={() =>
          onChange({
            ...item,
            columns: insertAt(item.columns, ''),
            rows: item.rows.map((row) => ({ ...row, dropdowns: insertAt(row.dropdowns, blankDropdown()) })),
          })
        }
      />
      {item.rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their index is their identity.
        <Fieldset key={r} legend={t('Row {{number}}', { number: r + 1 })} variant="default">
          <Stack gap="xs">
            <TextWithRowButtons
              label={t('Label of row {{number}}', { number: r + 1 })}
              value={row.label}
              onText={(text) => setRow(r, { ...row, label: text })}
              name={t('row {{number}}', { number: r + 1 })}
              index={r}
              count={item.rows.length}
              min={TABLE_ROWS.min}
              onMove={(from, to) => onChange({ ...item, rows: moveTo(item.rows, from, to) })}
              onRemove={(at) => onChange({ ...item, rows: removeAt(item.rows, at) })}
            />
            <FieldProblems problems={placed.at(`rows.${r}`)} />
            {row.dropdowns.map((dropdown, d) => (
              <DropdownFields
                // biome-ignore lint/suspicious/noArrayIndexKey: drop-down d is column d + 1; the index is its identity.
                key={d}
                legend={t('Row {{number}}, {{column}}', {
                  number: r + 1,
                  column: item.columns[d + 1] || t('column {{number}}', { number: d + 2 }),
                })}
                name={dropdownName(r, d, dropdownColumns, t)}
                dropdown={dropdown}
                onChange={(next) => setDropdown(r, d, next)}
                problems={placed.at(`rows.${r}.dropdowns.${d}`)}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
      <FieldProblems problems={placed.at('rows')} />
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={item.rows.length >= TABLE_ROWS.max}
          onClick={() =>
            onChange({
              ...item,
              rows: insertAt(item.rows, {
                label: '',
                dropdowns: Array.from({ length: Math.max(1, dropdownColumns) }, blankDropdown),
              }),
            })
          }
        >
          {t('Add row')}
        </Button>
      </Group>
    </Stack>
  );
}
