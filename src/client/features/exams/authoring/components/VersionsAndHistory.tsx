import { List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ITEM_STATUS_LABELS } from '../../../../../shared/item-bank/review-workflow';
import type { ItemDetail } from '../../../../../shared/item-bank/schemas';
import { formatDateTime } from '../../../../lib/format';

/** Each history action in words. */
const ACTION_LABELS: Record<ItemDetail['history'][number]['action'], string> = {
  create: 'Created',
  edit: 'Edited',
  submit: 'Submitted for review',
  approve: 'Approved',
  return: 'Returned to draft',
  activate: 'Activated',
  retire: 'Retired',
  adopt: 'Adopted into the shared bank',
};

const statusLabel = (status: ItemDetail['versions'][number]['status']) =>
  status === 'superseded' ? 'Superseded' : ITEM_STATUS_LABELS[status];
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * An item's versions (who wrote each, who approved it, when it was written, submitted, approved and
 * activated) and its history (each action, by whom, on which version, with the comments), newest
 * first (issue 28 item 2: the audit of authorship and approval).
 */
export function VersionsAndHistory({ detail }: { detail: ItemDetail }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="versions-heading">
        <Title order={2} size="h4" id="versions-heading" mb="sm">
          Versions
        </Title>
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped aria-labelledby="versions-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Written by</Table.Th>
                <Table.Th>Approved by</Table.Th>
                <Table.Th>Written</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Approved</Table.Th>
                <Table.Th>Activated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Td>v{version.version}</Table.Td>
                  <Table.Td>{statusLabel(version.status)}</Table.Td>
                  <Table.Td>{version.author?.name ?? '—'}</Table.Td>
                  <Table.Td>{version.approvedBy?.name ?? '—'}</Table.Td>
                  <Table.Td>{when(version.createdAt)}</Table.Td>
                  <Table.Td>{when(version.submittedAt)}</Table.Td>
                  <Table.Td>{when(version.approvedAt)}</Table.Td>
                  <Table.Td>{when(version.activatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="history-heading">
        <Title order={2} size="h4" id="history-heading" mb="sm">
          History
        </Title>
        {detail.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened to this item yet.
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {detail.history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history lines have no id and never reorder.
              <List.Item key={index}>
                <Text size="sm">
                  <strong>{ACTION_LABELS[entry.action]}</strong> (v{entry.version}) by {entry.actor?.name ?? 'someone'},{' '}
                  {formatDateTime(entry.at)}
                </Text>
                {entry.comments && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    “{entry.comments}”
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
