import { formatDateTimeIn } from '../../../shared/time/zones';

/**
 * A time in a server message, as the product shows times (spec §9: en-US short with hour and
 * minute), in the reader's time zone `timeZone` (issue 25 item 7; UTC when unknown) with its
 * abbreviation: "3/2/26, 9:05 AM EST", "3/2/26, 2:05 PM UTC".
 */
export function formatDate(at: Date, timeZone = 'UTC'): string {
  return formatDateTimeIn(at, timeZone, { zoneName: true });
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars in a server message: 4999 -> "$49.99". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
