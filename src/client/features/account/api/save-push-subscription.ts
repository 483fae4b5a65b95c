import { useMutation } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '../../../../shared/reminders/reminders';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push/subscriptions with this browser's subscription (204). Throws ApiError 400 for a malformed one. */
export const savePushSubscription = (body: PushSubscriptionInput) =>
  apiRequest('/push/subscriptions', { method: 'POST', body });

/** Stores this browser's push subscription for the signed-in user. */
export function useSavePushSubscription() {
  return useMutation({ mutationFn: savePushSubscription });
}
