import { formatLocale, localToday } from '../../../lib/format';

/**
 * A calendar date (YYYY-MM-DD) as the product shows it, in the interface's locale (formatLocale):
 * "2026-03-02" -> "Mar 2, 2026" in English.
 * A plain date (a step's due date, the day it was completed) names a day, not an instant, so it is
 * shown as it is in every time zone (formatted in UTC only so that no zone moves it to the day
 * before); instants go through formatDateTime, in the user's zone (issue 25 item 7).
 */
export function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Today as YYYY-MM-DD in the user's time zone setting (the browser's when signed out; issue 25 item
 * 7: "today" for a deadline is her local today): the day a due date is compared with (overdue when before it).
 */
export function todayDate(now = new Date()): string {
  return localToday(now);
}
