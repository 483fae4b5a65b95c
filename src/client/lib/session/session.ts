import { queryOptions } from '@tanstack/react-query';
import type { AccountUser, AuthOk, MeResponse } from '../../../shared/account/user';
import type { ChangePasswordBody, RegisterBody, SignInBody } from '../../../shared/auth/schemas';
import { apiRequest } from '../api-client';

/**
 * Fetchers for the auth endpoints (server: src/server/features/auth/routes.ts) and the signed-in
 * user. Each returns the parsed response or throws ApiError with the server's message.
 */

/** The signed-in user, or null; cached under ['me'] and refreshed after sign-in and sign-out. */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<AccountUser | null> => (await apiRequest<MeResponse>('/account/me')).user,
  staleTime: 60_000,
});

export const signIn = (body: SignInBody) => apiRequest<AuthOk>('/auth/sign-in/email', { method: 'POST', body });

export const register = (body: RegisterBody) => apiRequest<AuthOk>('/auth/sign-up/email', { method: 'POST', body });

export const signOut = () => apiRequest<AuthOk>('/auth/sign-out', { method: 'POST', body: {} });

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<AuthOk>('/auth/change-password', { method: 'POST', body });

export const requestPasswordReset = (email: string) =>
  apiRequest<AuthOk>('/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; newPassword: string; confirmPassword: string }) =>
  apiRequest<AuthOk>('/auth/reset-password', { method: 'POST', body });
