import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { displayTimeZone, setDisplayTimeZone } from '../format';
import { useCurrentUser } from './use-current-user';

/**
 * Shows `children` in the signed-in user's time zone (issue 25 item 7; the browser's when signed
 * out) and language (issue 29 item 1; the visitor's choice when signed out). It sets format.ts's
 * zone from the session (GET /api/account/me carries the user's zone and language, so no second
 * request is needed) before its children render, switches the interface to her language, and keys
 * them by zone and language, so when either changes (the session loads, the user saves another in
 * Settings or the switcher) the page renders again with every date, number and word in the new one
 * at once, without a reload. The key changes only then: the page is remounted then, and at no other time.
 * The first render waits for the session (main.tsx, 1.5 s at most), so on a page load the key is
 * already the user's and nothing is remounted; a session slower than that, or a setting changed
 * later, remounts the page, and what was typed in it is lost.
 */
export function DisplayPreferences({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { i18n } = useTranslation();
  const language = user?.language;
  useEffect(() => {
    if (language) void chooseLanguage(language);
  }, [language]);
  // Idempotent, so safe during render: the zone must be set before the children format any date.
  setDisplayTimeZone(user?.timezone ?? null);
  return <Fragment key={`${displayTimeZone()} ${i18n.resolvedLanguage}`}>{children}</Fragment>;
}
