import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, AuthOk } from '../../../../shared/account/user';
import type { SignInBody } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { meQuery } from '../../../lib/session/session';

/**
 * POST /api/auth/sign-in/email (spec §5 "Login"): opens a session (a 30-day one with `rememberMe`,
 * else one that ends with the browser). Throws ApiError: 401 wrong email or password, 400 a field
 * refused, 403 the account may not sign in, 429 too many attempts, each with its sentence.
 */
export const signIn = (body: SignInBody) => apiRequest<AuthOk>('/auth/sign-in/email', { method: 'POST', body });

/**
 * Signs in, then reads the signed-in user afresh and drops everything another account left in the
 * cache (after an expired session); the session's own query stays, as the menus are watching it.
 * Resolves to the signed-in user.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInBody): Promise<AccountUser | null> => {
      await signIn(body);
      const user = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meQuery.queryKey) });
      return user;
    },
  });
}
