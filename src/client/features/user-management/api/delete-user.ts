import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/**
 * DELETE /api/admin/users/:userId (spec §2 "User management", issue 12): the account can no
 * longer sign in and its sessions end; its purchases and ledger entries are kept, anonymised.
 * Resolves on 204. Throws ApiError with the server's sentence: 404 `USER_NOT_FOUND` (already
 * deleted), 409 `CANNOT_DELETE_SELF` or `LAST_ADMIN_DELETE`.
 */
export const deleteUser = (userId: string) =>
  apiRequest(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

/** Deletes an account, then refreshes the table, its cards and the audit log (after a refusal too). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => invalidateUsers(queryClient) });
}
