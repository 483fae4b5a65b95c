import { formatLocale } from '../../../lib/format';

/**
 * Month names and axis money of the trainer insight (issue 27 item 5), in the interface's locale
 * (issue 29: en-US in English): `YYYY-MM` months as words, in no time zone (a month is a label).
 */

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The formatter `kind` of the interface's locale now, made once per locale. */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, make: (locale: string) => T): T {
  const locale = formatLocale();
  const key = `${kind}|${locale}`;
  let found = formats.get(key) as T | undefined;
  if (!found) {
    found = make(locale);
    formats.set(key, found);
  }
  return found;
}

const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "2026-03" -> "Mar". */
export const formatShortMonth = (month: string) =>
  formatter('short', (locale) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })).format(
    firstOf(month),
  );

/** "2026-03" -> "March 2026". */
export const formatLongMonth = (month: string) =>
  formatter(
    'long',
    (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(firstOf(month));

/**
 * An axis label from cents: whole dollars without cents (150000 -> "$1,500", -4000 -> "-$40"), a
 * value between dollars with its cents (50 -> "$0.50"), so a small chart's ticks are not rounded
 * onto one another.
 */
export const formatAxisMoney = (cents: number) =>
  (cents % 100 === 0
    ? formatter(
        'dollars',
        (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      )
    : formatter('cents', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }))
  ).format(cents / 100);
