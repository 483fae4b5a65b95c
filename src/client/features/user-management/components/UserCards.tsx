import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../shared/user-management/users';
import { EmailText } from '../../../components/EmailText';
import { formatNumber } from '../../../lib/format';
import {
  lastActivityText,
  RoleBadge,
  StatusBadge,
  UserActions,
  UserIdentity,
  type UserRowActions,
} from './UserRowParts';

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
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label={t('Users')}>
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Card component="li" key={user.id} withBorder padding="sm">
            <Stack gap="sm">
              <UserIdentity user={user} isSelf={isSelf} />
              <Field label={t('Email')}>
                <EmailText email={user.email} />
              </Field>
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                <Field label={t('Role')}>
                  <RoleBadge user={user} />
                </Field>
                <Field label={t('Status')}>
                  <StatusBadge user={user} />
                </Field>
                <Field label={t('Test Attempts')}>{formatNumber(user.testAttempts)}</Field>
                <Field label={t('Last Activity')}>{lastActivityText(user, t)}</Field>
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
