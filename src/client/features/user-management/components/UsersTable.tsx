import { Avatar, Badge, Button, Group, Table, Text } from '@mantine/core';
import { initialsOf } from '../../../../shared/account/initials';
import type { ManagedUser } from '../../../../shared/user-management/users';
import { EmailText } from '../../../components/EmailText';
import { formatDateTime } from '../../../lib/format';
import { fullName } from './EditUserDialog';
import { ROLE_COLORS, ROLE_LABELS } from './roles';

/** Why the admin's own Delete button does nothing. */
const OWN_ACCOUNT_DELETE = 'This is your account: another admin can delete it.';

const count = new Intl.NumberFormat('en-US');

/** A badge keeps its whole word in a narrow column. */
const BADGE_STYLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * The user table (spec §2 "User management"): user (initials and full name), email, role, status
 * (Registered or Free), test attempts, last activity (the last test's date, or 'Never'), and per
 * row Edit, Delete and Audit log, each named after the user ("Edit Amara Okafor"). The signed-in
 * admin's own Delete is disabled, with the reason under it. Scrolls sideways inside its box on a phone.
 */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
  onDelete,
  onViewAuditLog,
}: {
  users: ManagedUser[];
  currentUserId: string;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  onViewAuditLog: (user: ManagedUser) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Test Attempts
            </Table.Th>
            <Table.Th scope="col">Last Activity</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = fullName(user);
            const isSelf = user.id === currentUserId;
            const hintId = `own-account-${user.id}`;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar color="blue" radius="xl" size="md" aria-hidden>
                      {initialsOf(user)}
                    </Avatar>
                    <div>
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                      {isSelf && (
                        <Text size="xs" c="dimmed">
                          You
                        </Text>
                      )}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <EmailText email={user.email} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={ROLE_COLORS[user.role]} variant="filled" style={BADGE_STYLE}>
                    {ROLE_LABELS[user.role]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {user.isRegistered ? (
                    <Badge color="green" variant="filled" autoContrast style={BADGE_STYLE}>
                      Registered
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="outline" style={BADGE_STYLE}>
                      Free
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{count.format(user.testAttempts)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {user.lastTestDate ? formatDateTime(user.lastTestDate) : 'Never'}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onEdit(user)}
                      aria-label={`Edit ${name}`}
                    >
                      Edit
                    </Button>
                    {isSelf ? (
                      // Focusable, so a keyboard reaches it and hears why it does nothing.
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        data-disabled
                        aria-disabled
                        aria-label={`Delete ${name}`}
                        aria-describedby={hintId}
                        onClick={(event) => event.preventDefault()}
                      >
                        Delete
                      </Button>
                    ) : (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        onClick={() => onDelete(user)}
                        aria-label={`Delete ${name}`}
                      >
                        Delete
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => onViewAuditLog(user)}
                      aria-label={`View audit log of ${name}`}
                    >
                      Audit log
                    </Button>
                  </Group>
                  {isSelf && (
                    <Text id={hintId} size="xs" c="dimmed" mt={4}>
                      {OWN_ACCOUNT_DELETE}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
