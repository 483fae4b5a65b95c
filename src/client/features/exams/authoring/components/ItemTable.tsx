import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../../shared/i18n/msg';
import type { ItemSummary } from '../../../../../shared/item-bank/schemas';
import { ITEM_TYPE_LABELS, isItemType } from '../../../../../shared/items/item-type-labels';
import { itemDetailPath } from '../../../../../shared/paths';
import { formatDateTime } from '../../../../lib/format';
import { bankLabel, StatusBadge, versionText } from './StatusBadge';

/** The type of a summary in words: the item type's label, "Case study" for a case study. */
export function typeLabel(summary: ItemSummary): string {
  if (summary.kind === 'case-study') return msg('Case study');
  return summary.itemType && isItemType(summary.itemType)
    ? ITEM_TYPE_LABELS[summary.itemType]
    : (summary.itemType ?? '');
}

/**
 * Items as a table (scrolls sideways on a phone): the title (a link to the item), type, subject,
 * status badge, version ("v2 draft, v1 active"), bank (Private or Shared), owner when `showOwner`,
 * and when it was last updated.
 */
export function ItemTable({ items, label, showOwner }: { items: ItemSummary[]; label: string; showOwner: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Title')}</Table.Th>
            <Table.Th>{t('Type')}</Table.Th>
            <Table.Th>{t('Subject')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Version')}</Table.Th>
            <Table.Th>{t('Bank')}</Table.Th>
            {showOwner && <Table.Th>{t('Owner')}</Table.Th>}
            <Table.Th>{t('Updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={itemDetailPath(item.id)}>
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(typeLabel(item))}</Table.Td>
              <Table.Td>{t(item.subject)}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{versionText(item, t)}</Table.Td>
              <Table.Td>{t(bankLabel(item.bank))}</Table.Td>
              {showOwner && <Table.Td>{item.owner?.name ?? '—'}</Table.Td>}
              <Table.Td>
                <Text size="sm">{formatDateTime(item.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
