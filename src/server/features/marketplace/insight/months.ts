import { localDay } from '../../../../shared/time/local-day';

/** The calendar month (`YYYY-MM`) of `instant` in the IANA zone `timeZone`. */
export function monthIn(instant: Date, timeZone: string): string {
  return localDay(instant, timeZone).slice(0, 7);
}

/**
 * The `count` calendar months (`YYYY-MM`) up to and including `now`'s month in `timeZone`, oldest
 * first: lastMonths(2026-11-29, 'UTC', 3) is ['2026-09', '2026-10', '2026-11'] (issue 27 item 5).
 */
export function lastMonths(now: Date, timeZone: string, count: number): string[] {
  const [year, month] = monthIn(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The earliest instant that can fall in the first of `months` in any zone: its first day at 00:00
 * UTC less 14 hours (the farthest zone ahead of UTC), for a query's lower bound before the rows are
 * bucketed by monthIn.
 */
export function monthsStart(months: readonly string[]): Date {
  const first = months[0] ?? '1970-01';
  return new Date(Date.parse(`${first}-01T00:00:00Z`) - 14 * 60 * 60 * 1000);
}
