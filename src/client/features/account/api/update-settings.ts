import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/account/settings';
import type { MeUser } from '../../../../shared/account/user';
import { apiRequest } from '../../../lib/api-client';
import { meQuery } from '../../../lib/session/session';
import { settingsQuery } from './get-settings';

/** PUT /api/account/settings with every setting: resolves to the saved settings. Throws ApiError 400 when one is refused. */
export const updateSettings = (body: Settings) => apiRequest<Settings>('/account/settings', { method: 'PUT', body });

/**
 * Saves the settings, then caches the saved ones: Dark mode follows them at once, and the session's
 * time zone too, so every date is shown in the new zone without a reload (issue 25 item 7).
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      queryClient.setQueryData<MeUser | null>(meQuery.queryKey, (user) =>
        user ? { ...user, timezone: saved.timezone } : user,
      );
    },
  });
}
