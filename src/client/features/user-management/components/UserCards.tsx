import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ManagedUser } from '../../../../shared/user-management/users';
import { EmailText } from '../../../components/EmailText';
import {
  lastActivityText,
  RoleBadge,
  StatusBadge,
  UserActions,
  UserIdentity,
  type UserRowActions,
} from './UserRowParts';

const count = new Intl.NumberFormat('en-US');

/** One labelled value of a card: the table's column header above the value. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The user table as stacked cards for a phone (issue 23: every column in view at 390 px, no
 * sideways scroll): per user, a list item with the initials and name, then Email, Role, Status,
 * Test Attempts and Last Activity under the table's headers, and the row's actions.
 */
export function UserCards({
  users,
  currentUserId,
  ...actions
}: { users: ManagedUser[]; currentUserId: string } & UserRowActions) {
  return (
    <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label="Users">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Card component="li" key={user.id} withBorder padding="sm">
            <Stack gap="sm">
              <UserIdentity user={user} isSelf={isSelf} />
              <Field label="Email">
                <EmailText email={user.email} />
              </Field>
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                <Field label="Role">
                  <RoleBadge user={user} />
                </Field>
                <Field label="Status">
                  <StatusBadge user={user} />
                </Field>
                <Field label="Test Attempts">{count.format(user.testAttempts)}</Field>
                <Field label="Last Activity">{lastActivityText(user)}</Field>
              </SimpleGrid>
              <Group>
                <UserActions user={user} isSelf={isSelf} actions={actions} wrap />
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
