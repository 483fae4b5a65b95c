import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { ItemStatisticsRow, ItemStatisticsSort } from '../../../../shared/calibration/item-statistics';
import { FlagBadges } from './FlagBadges';
import { formatDecimal, formatLogits, formatPercent, itemTypeLabel } from './statistics-format';

/** The sortable columns' headings, in the table's order. */
const SORTABLE: { column: ItemStatisticsSort; label: string }[] = [
  { column: 'responses', label: 'Responses' },
  { column: 'percentCorrect', label: '% Correct' },
  { column: 'pointBiserial', label: 'Point-biserial' },
  { column: 'difficulty', label: 'Difficulty (logits)' },
  { column: 'infit', label: 'Infit' },
  { column: 'outfit', label: 'Outfit' },
];

const count = new Intl.NumberFormat('en-US');

/** A badge keeps its whole word in a narrow column. */
const BADGE_STYLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * A column heading that sorts the table: a button named after the column, with aria-sort on the
 * heading telling which way the table is sorted now. A click on the current column reverses it; on
 * another sorts by it, ascending (difficulty, fit and responses read naturally low to high).
 */
function SortHeading({
  column,
  label,
  sort,
  order,
  onSort,
  align = 'right',
}: {
  column: ItemStatisticsSort;
  label: string;
  sort: ItemStatisticsSort;
  order: 'asc' | 'desc';
  onSort: (sort: ItemStatisticsSort, order: 'asc' | 'desc') => void;
  align?: 'left' | 'right';
}) {
  const active = sort === column;
  const next = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th scope="col" ta={align} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, next)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The item statistics table (issue 22 item 5): per item its id (sortable), type and subject, client
 * needs, status (Operational or Pretest) and whether its difficulty is calibrated or authored,
 * responses, percent correct, point-biserial, difficulty in logits with its standard error (or its
 * authored level), infit and outfit mean squares, and its flags as badges. The item and numeric
 * headings sort (aria-sort says how).
 * Scrolls sideways inside its box on a phone (390 px).
 */
export function ItemStatisticsTable({
  rows,
  sort,
  order,
  onSort,
}: {
  rows: ItemStatisticsRow[];
  sort: ItemStatisticsSort;
  order: 'asc' | 'desc';
  onSort: (sort: ItemStatisticsSort, order: 'asc' | 'desc') => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1180} type="native">
      <Table verticalSpacing="xs" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeading column="itemId" label="Item" sort={sort} order={order} onSort={onSort} align="left" />
            <Table.Th scope="col">Client Needs</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {SORTABLE.map(({ column, label }) => (
              <SortHeading key={column} column={column} label={label} sort={sort} order={order} onSort={onSort} />
            ))}
            <Table.Th scope="col">Flags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.itemId}>
              <Table.Td>
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {row.itemId}
                </Text>
                <Text size="xs" c="dimmed">
                  {itemTypeLabel(row.itemType)} · {row.subject}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.clientNeeds}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Badge color={row.status === 'operational' ? 'teal' : 'yellow'} variant="light" style={BADGE_STYLE}>
                    {row.status === 'operational' ? 'Operational' : 'Pretest'}
                  </Badge>
                  <Badge color="gray" variant="outline" style={BADGE_STYLE}>
                    {row.source === 'calibrated' ? 'Calibrated' : 'Authored'}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{count.format(row.responses)}</Table.Td>
              <Table.Td ta="right">{formatPercent(row.percentCorrect)}</Table.Td>
              <Table.Td ta="right">{formatDecimal(row.pointBiserial)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatLogits(row.difficulty)}
                <Text span size="xs" c="dimmed">
                  {row.standardError === null ? ` (${row.level})` : ` ± ${row.standardError.toFixed(2)}`}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatDecimal(row.infit)}</Table.Td>
              <Table.Td ta="right">{formatDecimal(row.outfit)}</Table.Td>
              <Table.Td>
                <FlagBadges flags={row.flags} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
