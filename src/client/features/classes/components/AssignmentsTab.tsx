import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { AssignmentSummary, AssignmentWindow, ClassDetail } from '../../../../shared/classes/schemas';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useArchiveAssignment } from '../api/archive-assignment';
import { AssignmentDialog, type AssignmentTarget } from './AssignmentDialog';

const windowBadges: Record<AssignmentWindow, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'blue' },
  open: { label: 'Open', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
};

/**
 * The Assignments tab of a class (issue 28 item 5): "New assignment", and each assignment with its
 * test, dates, status (upcoming, open, closed), how many students submitted it, Change dates and
 * Archive (after a confirmation).
 */
export function AssignmentsTab({ detail }: { detail: ClassDetail }) {
  const [editing, setEditing] = useState<AssignmentTarget | null>(null);
  const [archiving, setArchiving] = useState<AssignmentSummary | null>(null);
  const archive = useArchiveAssignment();
  const archived = detail.archivedAt !== null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Assignments
        </Title>
        {!archived && <Button onClick={() => setEditing({ kind: 'new' })}>New assignment</Button>}
      </Group>
      {detail.assignments.length === 0 ? (
        <Text c="dimmed">No assignments yet. Assign a custom test, a quiz or the adaptive exam with its dates.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Assignment</Table.Th>
                <Table.Th>Opens</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                      {windowBadges[assignment.window].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {assignment.submittedCount} of {detail.members.length}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Change the dates of ${assignment.title}`}
                        onClick={() => setEditing({ kind: 'dates', ...assignment })}
                      >
                        Change dates
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Archive ${assignment.title}`}
                        onClick={() => setArchiving(assignment)}
                      >
                        Archive
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
        title={(shown) => `Archive ${shown?.title ?? 'this assignment'}?`}
        confirmLabel="Archive"
        onConfirm={(shown) =>
          archive.mutate({ classId: detail.id, assignmentId: shown.id }, { onSuccess: () => setArchiving(null) })
        }
        onClose={() => {
          archive.reset();
          setArchiving(null);
        }}
        pending={archive.isPending}
        failure={archive.isError ? errorMessage(archive.error) : null}
        failureTitle="The assignment was not archived"
      >
        {(shown) => (
          <Text>
            Students no longer see {shown.title} and its results leave the Results tab. Attempts already made stay in
            each student's history.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
