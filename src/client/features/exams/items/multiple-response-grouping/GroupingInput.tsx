import { Stack, Table, Text } from '@mantine/core';
import { toggleGroupOption } from '../../../../../shared/items/multiple-response-grouping/keyboard';
import classes from '../../components/exam.module.css';
import type { ItemInputProps } from '../item-input-props';
import { KeyMarks } from '../KeyMarks';

/**
 * A multiple-response-grouping item as a table: a row per group, its label as the row header and its
 * 2 to 4 options as native checkboxes (click, tap, or Tab and Space), each group a labelled group of
 * controls. The table scrolls sideways inside its own box on a narrow screen. After scoring, each
 * key says "Correct answer" and each chosen option "Your answer", in words beside it.
 */
export function GroupingInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'multiple-response-grouping'>) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table aria-labelledby={labelledBy} withTableBorder withColumnBorders verticalSpacing="sm">
        {view.columns && (
          <Table.Thead>
            <Table.Tr>
              {view.columns.map((column) => (
                <Table.Th key={column} scope="col" lang="en">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {view.groups.map((group, g) => {
            const headerId = `${labelledBy}-group-${g}`;
            const chosen = response?.choices[g] ?? [];
            const keys = solution?.groups[g]?.correctAnswers;
            return (
              <Table.Tr key={group.label}>
                <Table.Th scope="row" id={headerId} style={{ verticalAlign: 'top', width: '30%' }} lang="en">
                  {group.label}
                </Table.Th>
                <Table.Td>
                  <Stack gap={6} role="group" aria-labelledby={headerId}>
                    {group.options.map((option, index) => {
                      const isChosen = chosen.includes(index);
                      const isKey = keys?.includes(index) ?? false;
                      return (
                        <label
                          // biome-ignore lint/suspicious/noArrayIndexKey: an option's position is its identity (answers name positions); texts may repeat or be blank in the editor's preview.
                          key={index}
                          className={classes.option}
                          data-checked={isChosen || undefined}
                          data-key={keys ? isKey || undefined : undefined}
                          data-wrong={keys && isChosen && !isKey ? true : undefined}
                          style={{ padding: 'var(--mantine-spacing-xs)' }}
                        >
                          <input
                            type="checkbox"
                            name={`${headerId}-options`}
                            value={index}
                            checked={isChosen}
                            onChange={() => onChange(toggleGroupOption(response, view.groups.length, g, index))}
                            disabled={disabled}
                            className={classes.radio}
                          />
                          <Text component="span" style={{ flex: 1 }} lang="en">
                            {option}
                          </Text>
                          <KeyMarks scored={keys !== undefined} isKey={isKey} isChosen={isChosen} />
                        </label>
                      );
                    })}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
