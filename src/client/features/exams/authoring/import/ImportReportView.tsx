import { Alert, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { ImportReport } from '../../../../../shared/item-bank/schemas';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { i18n, translateText } from '../../../../i18n/i18n';

/** The formats as the report names them. */
const FORMAT_LABELS: Record<ImportReport['format'], string> = {
  gift: 'GIFT',
  'moodle-xml': 'Moodle XML',
  qti3: msg('QTI 3.0 package'),
  json: 'JSON',
  csv: 'CSV',
};

/** An item type's label, or the type as written when the registry has none (a case study). */
const typeLabel = (itemType: string, t: TFunction) => {
  const label = (ITEM_TYPE_LABELS as Record<string, string | undefined>)[itemType];
  return label === undefined ? itemType.replace(/-/g, ' ') : t(label);
};

/** i18next's `t`, for callers without one (the interface's language). */
const interfaceT: TFunction = i18n.t.bind(i18n);

/**
 * The report's summary line: how many items become drafts and how many of them need fixes before
 * review, e.g. "12 items will be added as drafts; 9 of them need fixes before review."
 */
export function draftsSummary(items: ImportReport['items'], t: TFunction = interfaceT): string {
  const count = items.length;
  const toFix = items.filter((item) => item.toFix.length > 0).length;
  if (toFix === 0) return t('{{count}} items will be added as drafts.', { count });
  if (count === 1) return t('1 item will be added as a draft; it needs fixes before review.');
  if (toFix === count) {
    return t('{{total}} items will be added as drafts; all of them need fixes before review.', { total: count });
  }
  return t('{{total}} items will be added as drafts; {{count}} of them need fixes before review.', {
    total: count,
    count: toFix,
  });
}

/**
 * An import's report (issue 28 item 4): the file and its format, a summary line (`draftsSummary`),
 * a table of the items it would add (question, type, subject, title, and under the title what to
 * fix before review, when the item-writing rules find anything; it scrolls sideways on a phone)
 * and the list of questions it cannot add, each with the reason. Nothing is added until the report
 * is accepted.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const count = report.items.length;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {report.fileName}
        </Text>
        <Badge color="blue" variant="light">
          {t(FORMAT_LABELS[report.format])}
        </Badge>
      </Group>
      <Title order={2} size="h3">
        {t('{{count}} items to add', { count })}
      </Title>
      {count === 0 ? (
        <Text c="dimmed">{t('No question of this file can be added.')}</Text>
      ) : (
        <>
          <Text>{draftsSummary(report.items, t)}</Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label={t('Items to add')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('Question')}</Table.Th>
                  <Table.Th scope="col">{t('Type')}</Table.Th>
                  <Table.Th scope="col">{t('Subject')}</Table.Th>
                  <Table.Th scope="col">{t('Title')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.items.map((item) => (
                  <Table.Tr key={item.label}>
                    <Table.Td>{item.label}</Table.Td>
                    <Table.Td>{typeLabel(item.itemType, t)}</Table.Td>
                    <Table.Td>{t(item.subject)}</Table.Td>
                    <Table.Td>
                      {item.title}
                      <ToFix label={item.label} toFix={item.toFix} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {report.problems.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title={t('{{count}} questions cannot be added', { count: report.problems.length })}
        >
          <List spacing="xs" size="sm" aria-label={t('Problems')}>
            {report.problems.map((problem) => (
              <List.Item key={`${problem.question}: ${problem.reason}`} style={{ overflowWrap: 'anywhere' }}>
                <strong>{problem.question}</strong>: {translateText(problem.reason)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** Under an item's title: what to fix before review (its `toFix`), a short list; nothing when none. */
function ToFix({ label, toFix }: { label: string; toFix: readonly string[] }) {
  const { t } = useTranslation();
  if (toFix.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      <Text size="xs" fw={600}>
        {t('To fix before review:')}
      </Text>
      <List size="xs" spacing={2} aria-label={t('To fix before review: {{label}}', { label })}>
        {toFix.map((flaw) => (
          <List.Item key={flaw} style={{ overflowWrap: 'anywhere' }}>
            {translateText(flaw)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
