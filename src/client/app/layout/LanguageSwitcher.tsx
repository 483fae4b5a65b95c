import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { useUpdateLanguage } from '../../features/account/api/update-language';
import { chooseLanguage, currentLanguage } from '../../i18n/i18n';
import { errorMessage } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';

/**
 * The language switcher of the top bar (visitors) and the footer (everyone), issue 29 item 1: each
 * language under its own name. The page changes at once; a signed-in user's choice is also saved
 * as her language setting (PUT /api/account/language), a visitor's is kept on this browser.
 */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const save = useUpdateLanguage();
  return (
    <NativeSelect
      size={size}
      aria-label={t('Language')}
      value={currentLanguage()}
      data={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code].native }))}
      disabled={save.isPending}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isLanguageCode(language)) return;
        void chooseLanguage(language);
        if (user) {
          save.mutate(
            { language },
            {
              // The toasts' library stays out of the first page load (issue 30): it loads on this rare failure.
              onError: (error) =>
                void import('@mantine/notifications').then(({ notifications }) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
                ),
            },
          );
        }
      }}
      styles={{ input: { minWidth: 110 } }}
    />
  );
}
