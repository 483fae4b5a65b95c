import { useMutation } from '@tanstack/react-query';
import type { AuthOk } from '../../../../shared/account/user';
import type { RegisterBody } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-up/email (spec §5 "Register"): creates a student account; the user then
 * signs in. For an email that already has an account it answers the same and emails its owner
 * (decision 016). Throws ApiError: 400 a field refused (or a common password), 429 too many
 * sign-ups, each with its sentence.
 */
export const register = (body: RegisterBody) => apiRequest<AuthOk>('/auth/sign-up/email', { method: 'POST', body });

/** Creates an account (nothing cached changes: the user is still signed out). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
