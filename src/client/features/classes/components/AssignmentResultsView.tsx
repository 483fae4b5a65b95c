import { Badge, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AssignmentResults, TakerStatus } from '../../../../shared/classes/schemas';
import { msg } from '../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS, isItemType } from '../../../../shared/items/item-type-labels';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ScoreBars } from './ScoreBars';

const statusBadges: Record<TakerStatus, { label: string; color: string }> = {
  not_started: { label: msg('Not started'), color: 'gray' },
  in_progress: { label: msg('In progress'), color: 'blue' },
  submitted: { label: msg('Submitted'), color: 'green' },
};

/** A point-biserial as read in the table: two decimals, "—" when it cannot be computed. */
const biserialText = (value: number | null) =>
  value === null ? '—' : formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An item type's label in the interface's language (the code itself when unknown). */
const translatedType = (itemType: string, t: TFunction) =>
  isItemType(itemType) ? t(ITEM_TYPE_LABELS[itemType]) : itemType;

/**
 * One assignment's results (issue 28 item 5): who took it (status, score, date, a missed due date
 * flagged), scores by client need and by CJMM step, and each item's percent correct and
 * point-biserial in the class (lowest percent correct first).
 */
export function AssignmentResultsView({ results }: { results: AssignmentResults }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <section aria-labelledby={`takers-${results.id}`}>
        <Title order={3} size="h5" id={`takers-${results.id}`} mb="xs">
          {t('Who took it')}
        </Title>
        {results.takers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('No students in the class yet.')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Student')}</Table.Th>
                  <Table.Th>{t('Status')}</Table.Th>
                  <Table.Th ta="right">{t('Score')}</Table.Th>
                  <Table.Th>{t('Submitted')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.takers.map((taker) => (
                  <Table.Tr key={taker.userId}>
                    <Table.Td>{taker.name}</Table.Td>
                    <Table.Td>
                      <Badge color={statusBadges[taker.status].color} variant="light">
                        {t(statusBadges[taker.status].label)}
                      </Badge>
                      {taker.missedDue && (
                        <Badge color="red" variant="light" ml={4}>
                          {t('Missed due date')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{taker.percent === null ? '—' : `${taker.percent}%`}</Table.Td>
                    <Table.Td>{taker.submittedAt ? formatDateTime(taker.submittedAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ScoreBars
          title={t('Scores by client need')}
          bars={results.byClientNeed}
          empty={t('No submitted attempts yet.')}
        />
        <ScoreBars
          title={t('Scores by clinical judgment step')}
          bars={results.byCjmmStep}
          empty={t('No case-study items answered yet: the steps come from case studies.')}
        />
      </SimpleGrid>

      <section aria-labelledby={`items-${results.id}`}>
        <Title order={3} size="h5" id={`items-${results.id}`} mb={4}>
          {t('Items')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t(
            "Percent correct counts part scores. The point-biserial compares each item with the takers' totals: near 0 or below, the item does not tell strong students from weak ones; — with fewer than 2 takers or no spread.",
          )}
        </Text>
        {results.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('No submitted attempts yet.')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Item')}</Table.Th>
                  <Table.Th ta="right">{t('Takers')}</Table.Th>
                  <Table.Th ta="right">{t('Percent correct')}</Table.Th>
                  <Table.Th ta="right">{t('Point-biserial')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.items.map((item) => (
                  <Table.Tr key={item.itemId}>
                    <Table.Td maw={420}>
                      <Text size="sm" lineClamp={2} lang="en">
                        {item.stem}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {item.itemId} · {translatedType(item.itemType, t)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{item.takers}</Table.Td>
                    <Table.Td ta="right">{item.percentCorrect}%</Table.Td>
                    <Table.Td ta="right">{biserialText(item.pointBiserial)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
