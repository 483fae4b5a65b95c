import { FORMAT_LOCALES } from '../../shared/i18n/languages';
import { isTimeZone, localDay } from '../../shared/time/local-day';
import { formatDateTimeIn, runtimeTimeZone } from '../../shared/time/zones';
import { currentLanguage } from '../i18n/i18n';

/**
 * The locale dates, numbers and money are written in: the interface language's (issue 29 item 1;
 * FORMAT_LOCALES), en-US in English as the spec writes them. Pass it to any `Intl` formatter.
 */
export function formatLocale(): string {
  return FORMAT_LOCALES[currentLanguage()];
}

/**
 * The time zone every date and time is shown in (issue 25 item 7): the signed-in user's time zone
 * setting, else the browser's. Set by `DisplayPreferences` (src/client/lib/session) when the session
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
 * not know, means the browser's own zone. Only `DisplayPreferences` and tests call it.
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
  return formatDateTimeIn(iso, displayZone, { locale: formatLocale() });
}

const monthDays = new Map<string, Intl.DateTimeFormat>();

/** An instant's month and day in the user's time zone, e.g. "3/2" (a chart's axis, where the year and time would crowd it). */
export function formatMonthDay(iso: string): string {
  const key = `${displayZone}|${formatLocale()}`;
  let format = monthDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(), { month: 'numeric', day: 'numeric', timeZone: displayZone });
    monthDays.set(key, format);
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents as US dollars in the interface's locale: 124000 -> "$1,240.00" (en), "1240,00 US$" (es). */
export function formatMoney(cents: number): string {
  const locale = formatLocale();
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/** A number in the interface's locale ("1,240.5" in English, "1240,5" in Spanish); `options` as Intl.NumberFormat's. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}
