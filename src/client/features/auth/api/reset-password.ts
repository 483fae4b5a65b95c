import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthOk } from '../../../../shared/account/user';
import type { ResetPasswordBody } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { meQuery } from '../../../lib/session/session';

/**
 * POST /api/auth/reset-password { token, newPassword, confirmPassword }: sets the new password of
 * the account the emailed link was for and ends every session of it. Throws ApiError: 400 an
 * invalid or expired link, or a rule broken, with its sentence.
 */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<AuthOk>('/auth/reset-password', { method: 'POST', body });

/** Sets the new password, then forgets the signed-in user: every session of the account, this browser's included, has ended. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.setQueryData(meQuery.queryKey, null),
  });
}
