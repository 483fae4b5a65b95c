import { useMutation } from '@tanstack/react-query';
import type { AuthOk } from '../../../../shared/account/user';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset { email }: emails a link to choose a new password (to the
 * server log without SMTP). The answer is the same whether or not the account exists. Throws
 * ApiError: 400 not an email, 429 too many requests.
 */
export const requestPasswordReset = ({ email }: { email: string }) =>
  apiRequest<AuthOk>('/auth/request-password-reset', { method: 'POST', body: { email } });

/** Asks for a reset link (nothing cached changes). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
