import { isTimeZone, localDay } from '../../shared/time/local-day';
import { formatDateTimeIn, runtimeTimeZone } from '../../shared/time/zones';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The time zone every date and time is shown in (issue 25 item 7): the signed-in user's time zone
 * setting, else the browser's. Set by `DisplayTimeZone` (src/client/lib/session) when the session
 * loads or the settings are saved; it re-renders the page with the new zone, so call sites simply
 * call `formatDateTime` and never pass a zone.
 */
let displayZone = runtimeTimeZone();

/** The zone dates are shown in now: the user's setting, or the browser's zone when signed out. */
export function displayTimeZone(): string {
  return displayZone;
}

/**
 * Makes `timeZone` (an IANA id) the zone every date is shown in; null, or a zone this browser does
 * not know, means the browser's own zone. Only `DisplayTimeZone` and tests call it.
 */
export function setDisplayTimeZone(timeZone: string | null): void {
  displayZone = timeZone && isTimeZone(timeZone) ? timeZone : runtimeTimeZone();
}

/**
 * A time as the product shows it (docs/architecture.md §5, spec §9): en-US short date with hour and
 * minute, e.g. "3/2/26, 9:05 AM", in the signed-in user's time zone (issue 25 item 7; the browser's
 * when signed out). `iso` is an ISO 8601 instant.
 */
export function formatDateTime(iso: string): string {
  return formatDateTimeIn(iso, displayZone);
}

const monthDays = new Map<string, Intl.DateTimeFormat>();

/** An instant's month and day in the user's time zone, e.g. "3/2" (a chart's axis, where the year and time would crowd it). */
export function formatMonthDay(iso: string): string {
  let format = monthDays.get(displayZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone: displayZone });
    monthDays.set(displayZone, format);
  }
  return format.format(new Date(iso));
}

/**
 * Today (YYYY-MM-DD) in the user's time zone (issue 25 item 7: her day is her local day): the day a
 * calendar date such as a deadline is compared with.
 */
export function localToday(now: Date = new Date()): string {
  return localDay(now, displayZone);
}

/** Integer cents as US dollars: 124000 -> "$1,240.00". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}
