import { displayTimeZone, formatLocale } from '../../lib/format';

/**
 * An instant as a date in words in the user's time zone and the interface's locale, e.g. "November
 * 29, 2026" (a certificate's date).
 */
export function dateInWords(iso: string): string {
  return new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'long', timeZone: displayTimeZone() }).format(
    new Date(iso),
  );
}
