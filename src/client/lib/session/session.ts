import { queryOptions } from '@tanstack/react-query';
import type { AuthOk, MeResponse, MeUser } from '../../../shared/account/user';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/account/me: the signed-in user with her time zone setting (issue 25 item 7), or null
 * when signed out (never a 401). Throws ApiError when the server cannot be reached.
 */
export const getMe = async (): Promise<MeUser | null> => (await apiRequest<MeResponse>('/account/me')).user;

/** The signed-in user, or null; cached under ['me'] and refreshed after sign-in and sign-out. */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: getMe,
  staleTime: 60_000,
});

/** POST /api/auth/sign-out: ends the session on the server. Throws ApiError when it cannot be reached. */
export const signOut = () => apiRequest<AuthOk>('/auth/sign-out', { method: 'POST', body: {} });
