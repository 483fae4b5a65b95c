import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList, UserRoleFilter } from '../../../shared/user-management/users';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** One page of the user table: the search (name or email), the role filter and the page from 1. */
export interface UsersQuery {
  q: string;
  role: UserRoleFilter;
  page: number;
}

/**
 * GET /api/admin/users?q=&role=&page= (admins; 401 signed out, 403 others): one page of
 * `USERS_PAGE_SIZE` matching accounts, newest first, the count of all matches and the six stat
 * cards (spec §2 "User management"). The search and the filter are done by the server.
 */
export const getUsers = ({ q, role, page }: UsersQuery) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  params.set('role', role);
  params.set('page', String(page));
  return apiRequest<UserList>(`/admin/users?${params}`);
};

/** The table's page, under ['admin', 'users'] so an edit or a deletion refreshes it. */
export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'list', query],
    queryFn: () => getUsers(query),
  });

/** The users of `query`; the previous page stays shown while the next one loads. */
export function useUsers(query: UsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQuery(query), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
