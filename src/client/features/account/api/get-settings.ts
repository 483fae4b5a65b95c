import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/account/settings';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/settings (signed in; 401 signed out): the signed-in user's settings, the spec's defaults until saved. */
export const getSettings = () => apiRequest<Settings>('/account/settings');

/** The signed-in user's settings, cached under ['account', 'settings']. */
export const settingsQuery = queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings });

/** The signed-in user's settings (the settings page, and the app's colour scheme). */
export function useSettings() {
  return useQuery(settingsQuery);
}
