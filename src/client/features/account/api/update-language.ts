import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeUser } from '../../../../shared/account/user';
import type { LanguageBody } from '../../../../shared/i18n/schemas';
import { apiRequest } from '../../../lib/api-client';
import { meQuery } from '../../../lib/session/session';
import { settingsQuery } from './get-settings';

/** PUT /api/account/language {language}: saves the interface language as the language setting (issue 29 item 1). */
export const updateLanguage = (body: LanguageBody) =>
  apiRequest<LanguageBody>('/account/language', { method: 'PUT', body });

/** Saves the switcher's choice; the session and the settings then carry it (the settings are fetched again). */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: ({ language }) => {
      queryClient.setQueryData<MeUser | null>(meQuery.queryKey, (user) => (user ? { ...user, language } : user));
      void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
    },
  });
}
