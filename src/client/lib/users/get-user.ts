import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../../../shared/user-management/users';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/admin/users/:userId (admins): one account as the table shows it. Throws ApiError 404
 * `USER_NOT_FOUND` when the account is unknown or was deleted.
 */
export const getUser = async (userId: string) =>
  (await apiRequest<{ user: ManagedUser }>(`/admin/users/${encodeURIComponent(userId)}`)).user;

/** One account, under ['admin', 'users'] so an edit or a deletion refreshes it. */
export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'detail', userId],
    queryFn: () => getUser(userId),
  });

/** The account `userId` (nothing is asked while it is null). */
export function useUser(userId: string | null) {
  return useQuery({ ...userQuery(userId ?? ''), enabled: userId !== null });
}
