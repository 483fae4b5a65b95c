import { Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../../shared/audit/audit-log';
import { formatDateTime } from '../../../lib/format';
import { auditChanges } from './audit-details';

/**
 * One entry of the audit log: when, which admin, the action's label ('Edited a user', ...), the
 * user acted on, the summary and the reason; Details opens the record's fields before → after
 * (changed ones in bold).
 */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const detailsId = useId();
  const titleId = useId();
  const changes = auditChanges(entry.before, entry.after, t);

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} id={titleId}>
            {t(AUDIT_ACTION_LABELS[entry.action])}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(entry.createdAt)}
          </Text>
        </Group>
        <Text size="sm">
          {entry.subjectUser && entry.subjectUser.id !== entry.actor.id
            ? t('By {{admin}} · User: {{user}}', { admin: entry.actor.name, user: entry.subjectUser.name })
            : t('By {{admin}}', { admin: entry.actor.name })}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.summary}
        </Text>
        {entry.reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} size="sm">
              {t('Reason:')}
            </Text>{' '}
            {entry.reason}
          </Text>
        )}
        {changes.length > 0 && (
          <div>
            <Button
              size="xs"
              variant="default"
              onClick={() => setOpen((shown) => !shown)}
              aria-expanded={open}
              aria-controls={detailsId}
            >
              {open ? t('Hide details') : t('Details')}
            </Button>
            {open && (
              <Table.ScrollContainer minWidth={360} type="native" id={detailsId}>
                <Table verticalSpacing={4} horizontalSpacing="sm" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('Field')}</Table.Th>
                      <Table.Th scope="col">{t('Before')}</Table.Th>
                      <Table.Th scope="col">
                        <span aria-hidden>→ </span>
                        {t('After')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.map((change) => (
                      <Table.Tr key={change.field} fw={change.changed ? 700 : undefined}>
                        <Table.Th scope="row" fw={change.changed ? 700 : 500}>
                          {change.label}
                          {change.changed && <VisuallyHidden> {t('(changed)')}</VisuallyHidden>}
                        </Table.Th>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}
