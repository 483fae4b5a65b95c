import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/account/profile';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/profile (signed in; 401 signed out): the signed-in user's profile, '' for what they left empty. */
export const getProfile = () => apiRequest<Profile>('/account/profile');

/** The signed-in user's profile, cached under ['account', 'profile']. */
export const profileQuery = queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery(profileQuery);
}
