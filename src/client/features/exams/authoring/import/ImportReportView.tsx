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
 * An import's report (issue 28 item 4): the file and its format, a table of the items it would add
 * (question, type, subject, title; it scrolls sideways on a phone) and the list of questions it
 * cannot add, each with the reason. Nothing is added until the report is accepted.
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
                  <Table.Td>{item.title}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
