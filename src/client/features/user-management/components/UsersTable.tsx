import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../shared/user-management/users';
import { EmailText } from '../../../components/EmailText';
import { formatNumber } from '../../../lib/format';
import { UserCards } from './UserCards';
import {
  lastActivityText,
  RoleBadge,
  StatusBadge,
  UserActions,
  UserIdentity,
  type UserRowActions,
} from './UserRowParts';

/** Below this width (Mantine's `md`, 992 px) the table becomes stacked cards (issue 23). */
const STACKED_QUERY = '(max-width: 61.99em)';

/**
 * The user table (spec §2 "User management"): user (initials and full name), email, role, status
 * (Registered or Free), test attempts, last activity (the later of the last test and the last
 * sign-in, or 'Never'), and per row Edit, Delete and Audit log, each named after the user ("Edit
 * Amara Okafor"). The signed-in admin's own Delete is disabled, with the reason under it. Below
 * 992 px (tablets, phones) each user is a card holding every field and the actions instead
 * (`UserCards`), so nothing hides behind a sideways scroll.
 */
export function UsersTable({
  users,
  currentUserId,
  ...actions
}: { users: ManagedUser[]; currentUserId: string } & UserRowActions) {
  const { t } = useTranslation();
  const stacked = useMediaQuery(STACKED_QUERY, false, { getInitialValueInEffect: false });
  if (stacked) return <UserCards users={users} currentUserId={currentUserId} {...actions} />;
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('User')}</Table.Th>
            <Table.Th scope="col">{t('Email')}</Table.Th>
            <Table.Th scope="col">{t('Role')}</Table.Th>
            <Table.Th scope="col">{t('Status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('Test Attempts')}
            </Table.Th>
            <Table.Th scope="col">{t('Last Activity')}</Table.Th>
            <Table.Th scope="col">{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <UserIdentity user={user} isSelf={isSelf} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    <EmailText email={user.email} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge user={user} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge user={user} />
                </Table.Td>
                <Table.Td ta="right">{formatNumber(user.testAttempts)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastActivityText(user, t)}</Table.Td>
                <Table.Td>
                  <UserActions user={user} isSelf={isSelf} actions={actions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
