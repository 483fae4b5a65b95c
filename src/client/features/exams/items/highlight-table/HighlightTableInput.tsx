import { Table } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { highlightTableKeyboard } from '../../../../../shared/items/highlight-table/keyboard';
import { HighlightMarks } from '../highlight-text/HighlightTextInput';
import type { ItemInputProps } from '../item-input-props';
import classes from './highlight-table.module.css';

/**
 * A highlight-table item: its table with a header (th) and a checkbox per row that highlights the
 * row as a whole (Space on the focused checkbox, or a click anywhere on the row). The table scrolls
 * sideways inside its own box (focusable, so the keyboard scrolls it too) on a narrow phone. Once
 * scored, each keyed row says "Correct answer" and each highlighted one "Your answer".
 */
export function HighlightTableInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'highlight-table'>) {
  const { t } = useTranslation();
  const chosen = response?.choices ?? [];
  const toggle = (index: number) => {
    if (!disabled) onChange(highlightTableKeyboard.choose(response, index));
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number) => {
    // The checkbox toggles itself (and its own click bubbles here): only clicks elsewhere on the row.
    // The checkbox is the keyboard control; a click on the row is a larger target for the same toggle.
    if ((event.target as HTMLElement).closest('input')) return;
    toggle(index);
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus so the keyboard can scroll it (WCAG 2.1.1).
    <section aria-labelledby={labelledBy} tabIndex={0} className={classes.scroll}>
      <Table className={classes.table} verticalSpacing="xs" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Highlight')}</Table.Th>
            {view.columns.map((column) => (
              <Table.Th key={column} scope="col" lang="en">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.rows.map((row, index) => {
            const isChosen = chosen.includes(index);
            const isKey = solution?.correctAnswers.includes(index) ?? false;
            const [label = '', ...cells] = row;
            return (
              <Table.Tr
                key={label}
                className={classes.row}
                data-checked={isChosen || undefined}
                data-disabled={disabled || undefined}
                data-key={solution ? isKey || undefined : undefined}
                data-wrong={solution && isChosen && !isKey ? true : undefined}
                onClick={(event) => onRowClick(event, index)}
              >
                <Table.Td className={classes.toggleCell}>
                  <input
                    type="checkbox"
                    className={classes.checkbox}
                    checked={isChosen}
                    onChange={() => toggle(index)}
                    disabled={disabled}
                    aria-label={t('Highlight row: {{row}}', { row: row.filter(Boolean).join(', ') })}
                  />
                  {solution && (
                    <span className={classes.marks}>
                      <HighlightMarks isKey={isKey} isChosen={isChosen} />
                    </span>
                  )}
                </Table.Td>
                <Table.Th scope="row" lang="en">
                  {label}
                </Table.Th>
                {cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed and may repeat a text.
                  <Table.Td key={column} lang="en">
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
