import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/account/settings';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/settings, cached under ['account', 'settings']. */
export const settingsQuery = queryOptions({
  queryKey: ['account', 'settings'],
  queryFn: () => apiRequest<Settings>('/account/settings'),
});

/** PUT /api/account/settings; resolves to the saved settings. */
export const saveSettings = (body: Settings) => apiRequest<Settings>('/account/settings', { method: 'PUT', body });
