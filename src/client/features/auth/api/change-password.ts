import { useMutation } from '@tanstack/react-query';
import type { AuthOk } from '../../../../shared/account/user';
import type { ChangePasswordBody } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/change-password (spec §5 "Change password"): checks the current password and the
 * rules again, changes it and ends the account's other sessions. Throws ApiError: 400 a rule
 * broken, 401 a wrong current password, 429 too many attempts, each with its sentence.
 */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<AuthOk>('/auth/change-password', { method: 'POST', body });

/** Changes the signed-in user's password (this session stays, so nothing cached changes). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
