import { Fragment, type ReactNode } from 'react';
import { displayTimeZone, setDisplayTimeZone } from '../format';
import { useCurrentUser } from './use-current-user';

/**
 * Shows every date and time of `children` in the signed-in user's time zone (issue 25 item 7), the
 * browser's when signed out: it sets format.ts's zone from the session (GET /api/account/me carries
 * the user's zone, so no second request is needed) before its children render, and keys them by the
 * zone, so when the zone changes (the session loads, the user saves another zone in Settings) the
 * page renders again with every date in the new zone at once, without a reload. The key changes
 * only with the zone: the page is remounted then, and at no other time.
 */
export function DisplayTimeZone({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  // Idempotent, so safe during render: the zone must be set before the children format any date.
  setDisplayTimeZone(user?.timezone ?? null);
  return <Fragment key={displayTimeZone()}>{children}</Fragment>;
}
