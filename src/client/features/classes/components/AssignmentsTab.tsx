import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentSummary, AssignmentWindow, ClassDetail } from '../../../../shared/classes/schemas';
import { msg } from '../../../../shared/i18n/msg';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useArchiveAssignment } from '../api/archive-assignment';
import { AssignmentDialog, type AssignmentTarget } from './AssignmentDialog';

const windowBadges: Record<AssignmentWindow, { label: string; color: string }> = {
  upcoming: { label: msg('Upcoming'), color: 'blue' },
  open: { label: msg('Open'), color: 'green' },
  closed: { label: msg('Closed'), color: 'gray' },
};

/**
 * The Assignments tab of a class (issue 28 item 5): "New assignment", and each assignment with its
 * test, dates, status (upcoming, open, closed), how many students submitted it, Change dates and
 * Archive (after a confirmation).
 */
export function AssignmentsTab({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AssignmentTarget | null>(null);
  const [archiving, setArchiving] = useState<AssignmentSummary | null>(null);
  const archive = useArchiveAssignment();
  const archived = detail.archivedAt !== null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {t('Assignments')}
        </Title>
        {!archived && <Button onClick={() => setEditing({ kind: 'new' })}>{t('New assignment')}</Button>}
      </Group>
      {detail.assignments.length === 0 ? (
        <Text c="dimmed">
          {t('No assignments yet. Assign a custom test, a quiz or the adaptive exam with its dates.')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Assignment')}</Table.Th>
                <Table.Th>{t('Opens')}</Table.Th>
                <Table.Th>{t('Due')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
                <Table.Th>{t('Submitted')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.assignments.map((assignment) => (
                <Table.Tr key={assignment.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {assignment.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {assignment.formTitle}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(assignment.opensAt)}</Table.Td>
                  <Table.Td>{formatDateTime(assignment.dueAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={windowBadges[assignment.window].color} variant="light">
                      {t(windowBadges[assignment.window].label)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t('{{submitted}} of {{total}}', {
                      submitted: assignment.submittedCount,
                      total: detail.members.length,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('Change the dates of {{title}}', { title: assignment.title })}
                        onClick={() => setEditing({ kind: 'dates', ...assignment })}
                      >
                        {t('Change dates')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('Archive {{title}}', { title: assignment.title })}
                        onClick={() => setArchiving(assignment)}
                      >
                        {t('Archive')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AssignmentDialog classId={detail.id} target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        target={archiving}
        title={(shown) => t('Archive {{title}}?', { title: shown?.title ?? t('this assignment') })}
        confirmLabel={t('Archive')}
        onConfirm={(shown) =>
          archive.mutate({ classId: detail.id, assignmentId: shown.id }, { onSuccess: () => setArchiving(null) })
        }
        onClose={() => {
          archive.reset();
          setArchiving(null);
        }}
        pending={archive.isPending}
        failure={archive.isError ? errorMessage(archive.error) : null}
        failureTitle={t('The assignment was not archived')}
      >
        {(shown) => (
          <Text>
            {t(
              "Students no longer see {{title}} and its results leave the Results tab. Attempts already made stay in each student's history.",
              { title: shown.title },
            )}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
