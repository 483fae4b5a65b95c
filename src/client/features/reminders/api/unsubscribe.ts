import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeRequest, UnsubscribeResponse } from '../../../../shared/reminders/reminders';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/unsubscribe with the token of an email's link (no sign-in needed): turns that one
 * setting off; resolves to { setting, message }. Throws ApiError 400 bad_unsubscribe_token.
 */
export const unsubscribe = (body: UnsubscribeRequest) =>
  apiRequest<UnsubscribeResponse>('/unsubscribe', { method: 'POST', body });

/** The one-click unsubscribe; a signed-in user's cached settings are refreshed after it. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
