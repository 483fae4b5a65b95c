const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });

/** A time in a server message, as the product shows times (spec §9: en-US short with hour and minute), in UTC. */
export function formatDate(at: Date): string {
  return `${dateTime.format(at)} UTC`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars in a server message: 4999 -> "$49.99". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
