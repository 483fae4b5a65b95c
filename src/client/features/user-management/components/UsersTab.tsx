import { Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ManagedUser,
  USER_ROLE_FILTERS,
  USERS_EMPTY,
  USERS_PAGE_SIZE,
  type UserRoleFilter,
} from '../../../../shared/user-management/users';
import { ListPagination } from '../../../components/ListPagination';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { type UsersQuery, useUsers } from '../../../lib/users/get-users';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { ROLE_FILTER_OPTIONS } from './roles';
import { UserStats } from './UserStats';
import { UsersTable } from './UsersTable';

/** How long typing must pause before the search is sent (milliseconds). */
export const SEARCH_DELAY_MS = 300;

/** True when `value` is one of the role filter's values. */
export const isRoleFilter = (value: string | null): value is UserRoleFilter =>
  (USER_ROLE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The Users tab of /user-management (spec §2 "User management", §5, §8): the six stat cards, the
 * search by name or email (sent 300 ms after typing stops) and the role filter, both done by the
 * server and kept in the address with the page (`q`, `role`, `page`, through `onQueryChange`;
 * the box follows the address when it changes from outside, e.g. the header's link without `q`);
 * the table with Edit, Delete and Audit log per user; the pages; the empty text 'No users found
 * matching your criteria'; a failed load says why and offers Try Again.
 */
export function UsersTab({
  query,
  onQueryChange,
  currentUserId,
  onViewAuditLog,
}: {
  query: UsersQuery;
  onQueryChange: (changes: Partial<UsersQuery>) => void;
  currentUserId: string;
  onViewAuditLog: (user: ManagedUser) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(query.q);
  // The search the box and the address last agreed on: what the box sent, or what the address said.
  const agreed = useRef(query.q);
  const sendSearch = useDebouncedCallback((typed: string) => {
    const q = typed.trim();
    if (q === agreed.current) return;
    agreed.current = q;
    onQueryChange({ q, page: 1 });
  }, SEARCH_DELAY_MS);
  const users = useUsers(query);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  // The address's search changed from outside (a link without `q`, Back): the box shows it, and
  // what was being typed is dropped rather than written back over it.
  useEffect(() => {
    if (query.q === agreed.current) return;
    agreed.current = query.q;
    sendSearch.cancel();
    setText(query.q);
  }, [query.q, sendSearch]);

  // A page past the end (the last user of the last page was deleted): go to the last page.
  const data = users.data;
  useEffect(() => {
    if (!data || users.isPlaceholderData || data.users.length > 0 || data.total === 0 || query.page === 1) return;
    onQueryChange({ page: Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) });
  }, [data, users.isPlaceholderData, query.page, onQueryChange]);

  let table: ReactNode;
  if (users.isPending) {
    table = <ListSkeleton label={t('Loading users')} />;
  } else if (users.isError) {
    table = <LoadError title={t('The users could not be loaded')} query={users} m="md" />;
  } else if (users.data.users.length === 0) {
    table = (
      <Text role="status" fw={500} p="lg">
        {t(USERS_EMPTY)}
      </Text>
    );
  } else {
    table = (
      <div aria-busy={users.isPlaceholderData}>
        <UsersTable
          users={users.data.users}
          currentUserId={currentUserId}
          onEdit={setEditing}
          onDelete={setDeleting}
          onViewAuditLog={onViewAuditLog}
        />
      </div>
    );
  }

  return (
    <Stack gap="lg">
      <UserStats stats={users.data?.stats} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('Search users')}
          description={t('By name or email')}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
          maxLength={100}
          style={{ flex: '1 1 260px' }}
        />
        <Select
          label={t('Role')}
          data={ROLE_FILTER_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          value={query.role}
          onChange={(value) => {
            if (isRoleFilter(value)) onQueryChange({ role: value, page: 1 });
          }}
          allowDeselect={false}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      <Card withBorder padding={0} radius="md">
        {table}
      </Card>
      {users.data && (
        <ListPagination
          label={t('Pages of users')}
          page={query.page}
          pageSize={users.data.pageSize}
          total={users.data.total}
          onChange={(page) => onQueryChange({ page })}
        />
      )}
      <EditUserDialog user={editing} currentUserId={currentUserId} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
