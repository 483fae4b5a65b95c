/**
 * A user's local calendar day and hour in an IANA time zone (issue 25 item 7: a student's day for
 * streaks, plans and reminders is her local day). Days are ISO dates, `YYYY-MM-DD`.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<string, string> {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The local calendar day of `instant` in `timeZone`, e.g. "2026-11-29". Throws RangeError for an unknown zone. */
export function localDay(instant: Date, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The local hour (0-23) of `instant` in `timeZone`. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(partsIn(instant, timeZone).hour);
}

/** `day` moved by `days` calendar days (negative: earlier): addDays("2026-02-28", 1) is "2026-03-01". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
