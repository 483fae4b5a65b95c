import { localDay } from '../../../../shared/time/local-day';
import type { Session } from '../../../../shared/trainer-sessions/sessions';
import { displayTimeZone, formatDateTime, formatLocale } from '../../../lib/format';

/**
 * Where a buyer joins a session she booked (issue 27 item 3), as the API gave it: the meeting link
 * when it is shown (`link`), the time it appears (`later`, from 15 minutes before the start), or
 * nothing to join online (`none`: an in-person session, or one that has ended). The place, if any,
 * comes with each.
 */
export type JoinState =
  | { kind: 'link'; url: string; place: string | null }
  | { kind: 'later'; at: string; place: string | null }
  | { kind: 'none'; place: string | null };

/** How a session's reader may join it now. */
export function joinStateOf(session: Pick<Session, 'meetingUrl' | 'meetingUrlFrom' | 'place'>): JoinState {
  if (session.meetingUrl) return { kind: 'link', url: session.meetingUrl, place: session.place };
  if (session.meetingUrlFrom) return { kind: 'later', at: session.meetingUrlFrom, place: session.place };
  return { kind: 'none', place: session.place };
}

/** When a session ends (ISO 8601): its start plus its duration in minutes. */
export function sessionEndOf(session: Pick<Session, 'startsAt' | 'durationMinutes'>): string {
  return new Date(new Date(session.startsAt).getTime() + session.durationMinutes * 60 * 1000).toISOString();
}

const times = new Map<string, Intl.DateTimeFormat>();

/**
 * When the link appears, in the user's time zone (issue 25 item 7): the time alone when that is
 * today there ("2:45 PM"), else the date and time ("4/2/26, 2:45 PM").
 */
export function appearTimeText(iso: string, now: Date = new Date()): string {
  const zone = displayTimeZone();
  if (localDay(new Date(iso), zone) !== localDay(now, zone)) return formatDateTime(iso);
  const locale = formatLocale();
  let format = times.get(`${locale}|${zone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone });
    times.set(`${locale}|${zone}`, format);
  }
  return format.format(new Date(iso));
}
