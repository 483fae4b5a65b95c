import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_EMPTY } from '../../../../shared/user-management/users';
import { useUser } from '../../../lib/users/get-user';
import { useUsers } from '../../../lib/users/get-users';

/** How long typing must pause before the users are searched (milliseconds). */
const SEARCH_DELAY_MS = 300;

const nameOf = (user: { firstName: string; lastName: string; email: string }, t: TFunction) =>
  `${`${user.firstName} ${user.lastName}`.trim() || t('Unnamed user')} (${user.email})`;

/**
 * The audit log's filter by user: a searchable list of accounts, searched by name or email through
 * GET /api/admin/users?q= as the admin types; `onChange` receives the chosen user's id, or null
 * when cleared (every entry). The chosen user is named even when not among the search's results
 * (GET /api/admin/users/:userId; "Deleted user" once the account is gone).
 */
export function UserFilter({ userId, onChange }: { userId: string | null; onChange: (userId: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const chosen = useUser(userId);
  const chosenLabel = chosen.data ? nameOf(chosen.data, t) : null;
  // The box shows the chosen user's label: that is not a search.
  const q = debounced === chosenLabel ? '' : debounced;
  const found = useUsers({ q, role: 'all', page: 1 }, { enabled: opened || q !== '' });

  const options = useMemo(() => {
    const list = (found.data?.users ?? []).map((user) => ({ value: user.id, label: nameOf(user, t) }));
    if (userId && !list.some((option) => option.value === userId)) {
      const label = chosenLabel ?? (chosen.isError ? t('Deleted user') : t('Selected user'));
      list.unshift({ value: userId, label });
    }
    return list;
  }, [found.data, userId, chosenLabel, chosen.isError, t]);

  return (
    <Select
      label={t('Filter by user')}
      description={t('The actions of an admin, or on a user; search by name or email.')}
      placeholder={t('All users')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already; show what it found.
      filter={({ options: all }) => all}
      data={options}
      value={userId}
      onChange={(value) => onChange(value)}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={found.isFetching ? t('Searching…') : t(USERS_EMPTY)}
      maw={420}
      clearButtonProps={{ 'aria-label': t('Show every user’s entries') }}
    />
  );
}
