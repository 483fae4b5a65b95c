import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/account/settings';
import type { MeUser } from '../../../../shared/account/user';
import { languageOfSetting } from '../../../../shared/i18n/languages';
import { apiRequest } from '../../../lib/api-client';
import { meQuery } from '../../../lib/session/session';
import { settingsQuery } from './get-settings';

/** PUT /api/account/settings with every setting: resolves to the saved settings. Throws ApiError 400 when one is refused. */
export const updateSettings = (body: Settings) => apiRequest<Settings>('/account/settings', { method: 'PUT', body });

/**
 * Saves the settings, then caches the saved ones: Dark mode follows them at once, and the session's
 * time zone and language too, so every date is shown in the new zone (issue 25 item 7) and every
 * word in the new language (issue 29 item 1) without a reload.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      queryClient.setQueryData<MeUser | null>(meQuery.queryKey, (user) =>
        user ? { ...user, timezone: saved.timezone, language: languageOfSetting(saved.language) } : user,
      );
    },
  });
}
