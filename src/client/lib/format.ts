const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A time as the product shows it (docs/architecture.md §5, spec §9): en-US short date with hour and minute, e.g. "3/2/26, 9:05 AM". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Integer cents as US dollars: 124000 -> "$1,240.00". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}
