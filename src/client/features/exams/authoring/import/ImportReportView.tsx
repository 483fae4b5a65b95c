import { Alert, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ImportReport } from '../../../../../shared/item-bank/schemas';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';

/** The formats as the report names them. */
const FORMAT_LABELS: Record<ImportReport['format'], string> = {
  gift: 'GIFT',
  'moodle-xml': 'Moodle XML',
  qti3: 'QTI 3.0 package',
  json: 'JSON',
  csv: 'CSV',
};

/** An item type's label, or the type as written when the registry has none (a case study). */
const typeLabel = (itemType: string) =>
  (ITEM_TYPE_LABELS as Record<string, string | undefined>)[itemType] ?? itemType.replace(/-/g, ' ');

/**
 * The report's summary line: how many items become drafts and how many of them need fixes before
 * review, e.g. "12 items will be added as drafts; 9 of them need fixes before review."
 */
export function draftsSummary(items: ImportReport['items']): string {
  const count = items.length;
  const toFix = items.filter((item) => item.toFix.length > 0).length;
  const added = count === 1 ? '1 item will be added as a draft' : `${count} items will be added as drafts`;
  if (toFix === 0) return `${added}.`;
  if (count === 1) return `${added}; it needs fixes before review.`;
  return `${added}; ${toFix === count ? 'all' : toFix} of them ${toFix === 1 ? 'needs' : 'need'} fixes before review.`;
}

/**
 * An import's report (issue 28 item 4): the file and its format, a summary line (`draftsSummary`),
 * a table of the items it would add (question, type, subject, title, and under the title what to
 * fix before review, when the item-writing rules find anything; it scrolls sideways on a phone)
 * and the list of questions it cannot add, each with the reason. Nothing is added until the report
 * is accepted.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const count = report.items.length;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {report.fileName}
        </Text>
        <Badge color="blue" variant="light">
          {FORMAT_LABELS[report.format]}
        </Badge>
      </Group>
      <Title order={2} size="h3">
        {count === 1 ? '1 item to add' : `${count} items to add`}
      </Title>
      {count === 0 ? (
        <Text c="dimmed">No question of this file can be added.</Text>
      ) : (
        <>
          <Text>{draftsSummary(report.items)}</Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label="Items to add">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Question</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Subject</Table.Th>
                  <Table.Th scope="col">Title</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.items.map((item) => (
                  <Table.Tr key={item.label}>
                    <Table.Td>{item.label}</Table.Td>
                    <Table.Td>{typeLabel(item.itemType)}</Table.Td>
                    <Table.Td>{item.subject}</Table.Td>
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
          title={
            report.problems.length === 1
              ? '1 question cannot be added'
              : `${report.problems.length} questions cannot be added`
          }
        >
          <List spacing="xs" size="sm" aria-label="Problems">
            {report.problems.map((problem) => (
              <List.Item key={`${problem.question}: ${problem.reason}`} style={{ overflowWrap: 'anywhere' }}>
                <strong>{problem.question}</strong>: {problem.reason}
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
  if (toFix.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      <Text size="xs" fw={600}>
        To fix before review:
      </Text>
      <List size="xs" spacing={2} aria-label={`To fix before review: ${label}`}>
        {toFix.map((flaw) => (
          <List.Item key={flaw} style={{ overflowWrap: 'anywhere' }}>
            {flaw}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
