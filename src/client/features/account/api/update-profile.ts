import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/account/profile';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { profileQuery } from './get-profile';

/**
 * PUT /api/account/profile with every field but the email (spec §4 "Profile": Save): resolves to
 * the saved profile. Throws ApiError 400 with the reason when a field is refused.
 */
export const updateProfile = (body: ProfileUpdate) => apiRequest<Profile>('/account/profile', { method: 'PUT', body });

/** Saves the profile, then caches the saved one and refreshes the signed-in user (the menus show the name). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery.queryKey, saved);
      void invalidateQueries(queryClient, queryKeys.me);
    },
  });
}
