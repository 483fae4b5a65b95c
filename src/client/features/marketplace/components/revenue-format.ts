/** Month names of the trainer insight (issue 27 item 5): `YYYY-MM` months as words, in no time zone (a month is a label). */

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const firstOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** "2026-03" -> "Mar". */
export const formatShortMonth = (month: string) => shortMonth.format(firstOf(month));

/** "2026-03" -> "March 2026". */
export const formatLongMonth = (month: string) => longMonth.format(firstOf(month));

/** "1 sale", "3 sales". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An axis label from cents: whole dollars without cents (150000 -> "$1,500", -4000 -> "-$40"), a
 * value between dollars with its cents (50 -> "$0.50"), so a small chart's ticks are not rounded
 * onto one another.
 */
export const formatAxisMoney = (cents: number) => (cents % 100 === 0 ? dollars : dollarsAndCents).format(cents / 100);
