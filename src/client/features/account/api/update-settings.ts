import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/account/settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsQuery } from './get-settings';

/** PUT /api/account/settings with every setting: resolves to the saved settings. Throws ApiError 400 when one is refused. */
export const updateSettings = (body: Settings) => apiRequest<Settings>('/account/settings', { method: 'PUT', body });

/** Saves the settings, then caches the saved ones (Dark mode follows them at once). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
}
