import { List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_STATUS_LABELS } from '../../../../../shared/item-bank/review-workflow';
import type { ItemDetail } from '../../../../../shared/item-bank/schemas';
import { formatDateTime } from '../../../../lib/format';

/** Each history action in words. */
const ACTION_LABELS: Record<ItemDetail['history'][number]['action'], string> = {
  create: msg('Created'),
  edit: msg('Edited'),
  submit: msg('Submitted for review'),
  approve: msg('Approved'),
  return: msg('Returned to draft'),
  activate: msg('Activated'),
  retire: msg('Retired'),
  adopt: msg('Adopted into the shared bank'),
};

const statusLabel = (status: ItemDetail['versions'][number]['status']) =>
  status === 'superseded' ? msg('Superseded') : ITEM_STATUS_LABELS[status];
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/**
 * An item's versions (who wrote each, who approved it, when it was written, submitted, approved and
 * activated) and its history (each action, by whom, on which version, with the comments), newest
 * first (issue 28 item 2: the audit of authorship and approval).
 */
export function VersionsAndHistory({ detail }: { detail: ItemDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="versions-heading">
        <Title order={2} size="h4" id="versions-heading" mb="sm">
          {t('Versions')}
        </Title>
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped aria-labelledby="versions-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Version')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
                <Table.Th>{t('Written by')}</Table.Th>
                <Table.Th>{t('Approved by')}</Table.Th>
                <Table.Th>{t('Written')}</Table.Th>
                <Table.Th>{t('Submitted')}</Table.Th>
                <Table.Th>{t('Approved')}</Table.Th>
                <Table.Th>{t('Activated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Td>v{version.version}</Table.Td>
                  <Table.Td>{t(statusLabel(version.status))}</Table.Td>
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
          {t('History')}
        </Title>
        {detail.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('Nothing has happened to this item yet.')}
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {detail.history.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history lines have no id and never reorder.
              <List.Item key={index}>
                <Text size="sm">
                  <Trans
                    i18nKey="<1>{{action}}</1> (v{{version}}) by {{name}}, {{date}}"
                    values={{
                      action: t(ACTION_LABELS[entry.action]),
                      version: entry.version,
                      name: entry.actor?.name ?? t('someone'),
                      date: formatDateTime(entry.at),
                    }}
                    components={{ 1: <strong /> }}
                  />
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
