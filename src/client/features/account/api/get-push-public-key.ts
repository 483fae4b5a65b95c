import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPublicKeyResponse } from '../../../../shared/reminders/reminders';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/push/public-key: the server's VAPID public key, `publicKey` null when push is not configured. */
export const getPushPublicKey = () => apiRequest<PushPublicKeyResponse>('/push/public-key');

/** The push public key, cached for the session (it changes only when the server's keys do). */
export const pushPublicKeyQuery = queryOptions({
  queryKey: ['push', 'public-key'],
  queryFn: getPushPublicKey,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The server's push public key (the Settings page's push switch). */
export function usePushPublicKey() {
  return useQuery(pushPublicKeyQuery);
}
