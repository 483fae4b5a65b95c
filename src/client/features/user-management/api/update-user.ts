import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UserUpdateBody } from '../../../../shared/user-management/users';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/**
 * PUT /api/admin/users/:userId with every field of the Edit User dialog (spec §5 "Edit user"):
 * resolves to the user as now shown (figures are records plus adjustments). Throws ApiError with
 * the server's sentence: 400 a field or `ADJUSTMENT_REASON_REQUIRED`, 404 `USER_NOT_FOUND`, 409
 * `EMAIL_TAKEN`, `REFERRAL_CODE_TAKEN`, `CANNOT_DEMOTE_SELF` or `LAST_ADMIN_DEMOTE`.
 */
export const updateUser = async ({ userId, body }: { userId: string; body: UserUpdateBody }) =>
  (
    await apiRequest<{ user: ManagedUser }>(`/admin/users/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body,
    })
  ).user;

/** Saves an account, then refreshes the table, the audit log and the signed-in user (after a refusal too). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => invalidateUsers(queryClient) });
}
