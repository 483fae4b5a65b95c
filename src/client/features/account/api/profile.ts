import { queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/account/profile';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/account/profile, cached under ['account', 'profile']. */
export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: () => apiRequest<Profile>('/account/profile'),
});

/** PUT /api/account/profile; resolves to the saved profile. */
export const saveProfile = (body: ProfileUpdate) => apiRequest<Profile>('/account/profile', { method: 'PUT', body });
