import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ItemStatisticsRow, ItemStatisticsSort } from '../../../../shared/calibration/item-statistics';
import { msg } from '../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS, isItemType } from '../../../../shared/items/item-type-labels';
import { formatNumber } from '../../../lib/format';
import { FlagBadges } from './FlagBadges';
import { formatDecimal, formatLogits, formatPercent, itemTypeLabel } from './statistics-format';

/** The sortable columns' headings, in the table's order. */
const SORTABLE: { column: ItemStatisticsSort; label: string }[] = [
  { column: 'responses', label: msg('Responses') },
  { column: 'percentCorrect', label: msg('% Correct') },
  { column: 'pointBiserial', label: msg('Point-biserial') },
  { column: 'difficulty', label: msg('Difficulty (logits)') },
  { column: 'infit', label: msg('Infit') },
  { column: 'outfit', label: msg('Outfit') },
];

/** A badge keeps its whole word in a narrow column. */
/** An item type's name: the shared label in a translation, else its id as words (the English page's). */
const typeLabel = (itemType: string, t: TFunction) =>
  isItemType(itemType)
    ? t(ITEM_TYPE_LABELS[itemType], { defaultValue: itemTypeLabel(itemType) })
    : itemTypeLabel(itemType);

/** The authored levels, as the table names them. */
const LEVEL_NAMES = { easy: msg('easy'), medium: msg('medium'), hard: msg('hard') };

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
  const { t } = useTranslation();
  const active = sort === column;
  const next = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th scope="col" ta={align} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, next)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(label)}
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
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1180} type="native">
      <Table verticalSpacing="xs" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeading column="itemId" label={msg('Item')} sort={sort} order={order} onSort={onSort} align="left" />
            <Table.Th scope="col">{t('Client Needs')}</Table.Th>
            <Table.Th scope="col">{t('Status')}</Table.Th>
            {SORTABLE.map(({ column, label }) => (
              <SortHeading key={column} column={column} label={label} sort={sort} order={order} onSort={onSort} />
            ))}
            <Table.Th scope="col">{t('Flags')}</Table.Th>
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
                  {typeLabel(row.itemType, t)} · {t(row.subject)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(row.clientNeeds)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Badge color={row.status === 'operational' ? 'teal' : 'yellow'} variant="light" style={BADGE_STYLE}>
                    {row.status === 'operational' ? t('Operational') : t('Pretest')}
                  </Badge>
                  <Badge color="gray" variant="outline" style={BADGE_STYLE}>
                    {row.source === 'calibrated' ? t('Calibrated') : t('Authored')}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.responses)}</Table.Td>
              <Table.Td ta="right">{formatPercent(row.percentCorrect)}</Table.Td>
              <Table.Td ta="right">{formatDecimal(row.pointBiserial)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatLogits(row.difficulty)}
                <Text span size="xs" c="dimmed">
                  {row.standardError === null
                    ? ` (${t(LEVEL_NAMES[row.level])})`
                    : ` ± ${formatDecimal(row.standardError)}`}
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
