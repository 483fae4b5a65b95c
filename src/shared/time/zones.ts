import { isTimeZone } from './local-day';

/**
 * IANA time zones as the product names, checks and shows them (issue 25 item 7: "every date and
 * time the product shows is in the signed-in user's time zone"), on the server and in the browser.
 */

/**
 * The runtime names ICU still lists (`Intl.supportedValuesOf('timeZone')` on Node 20 and Chromium)
 * for zones IANA has renamed, with their current names: a student in Kolkata looks for
 * "Asia/Kolkata", not "Asia/Calcutta". Both names stay valid zones (IANA keeps the old one as a link).
 */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** An IANA zone id in its usual spelling: segments starting with a capital letter, e.g. "America/Port-au-Prince", "Etc/GMT+8", "UTC". */
const IANA_SPELLING = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)*$/;

/**
 * Whether `value` is an IANA time zone id this runtime knows, spelt as IANA spells it (so
 * "asia/manila" and offsets such as "+08:00", which Intl also accepts, are refused: the settings
 * list could not show them). Checked with `isTimeZone`, never by membership of this runtime's list,
 * so a zone saved on one runtime stays valid on another (issue 25 item 7).
 */
export function isIanaTimeZone(value: string): boolean {
  return IANA_SPELLING.test(value) && isTimeZone(value);
}

/** The browser's (or server process's) own IANA zone; "UTC" when the runtime does not say. */
export function runtimeTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? (RENAMED_ZONES[zone] ?? zone) : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Every IANA zone this runtime knows (`Intl.supportedValuesOf('timeZone')`), renamed zones under
 * their current names (RENAMED_ZONES), plus "UTC"; unsorted, without duplicates.
 */
export function runtimeTimeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>();
  for (const zone of [...listed, 'UTC']) {
    const current = RENAMED_ZONES[zone];
    zones.add(current && isTimeZone(current) ? current : zone);
  }
  return [...zones];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per locale, zone and style (creating them is the slow part); en-US unless told. */
function formatter(
  key: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): Intl.DateTimeFormat {
  const cacheKey = `${key}|${timeZone}|${locale}`;
  let format = formats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(cacheKey, format);
  }
  return format;
}

/**
 * `timeZone`'s offset from UTC at `at`, e.g. "UTC+08:00" (Manila), "UTC+05:30" (Kolkata),
 * "UTC-08:00" (Los Angeles in winter), "UTC+00:00". Offsets change with daylight saving time, so
 * the instant matters. Throws RangeError for an unknown zone.
 */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  const name = formatter('offset', timeZone, { timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT+08:00", or "GMT" alone at offset zero.
  const offset = name?.replace(/^GMT/, '') || '+00:00';
  return `UTC${offset}`;
}

/**
 * The zone's short name at `at` as en-US writes it: "PST", "EDT" for US zones, "GMT+8", "GMT+5:30"
 * elsewhere (issue 25 item 7: emails show the zone's abbreviation). Throws RangeError for an unknown zone.
 */
export function zoneAbbreviation(timeZone: string, at: Date = new Date(), locale = 'en-US'): string {
  return (
    formatter('abbreviation', timeZone, { timeZoneName: 'short' }, locale)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * An instant as the product shows times (spec §9: en-US short date with hour and minute), in
 * `timeZone`: formatDateTimeIn('2026-03-02T14:05:00Z', 'America/New_York') is "3/2/26, 9:05 AM";
 * with `{ zoneName: true }` the zone's abbreviation follows ("3/2/26, 9:05 AM EST"), as emails and
 * other server texts read by someone elsewhere show it. `at` is an ISO 8601 string or a Date.
 * `locale` (BCP 47, FORMAT_LOCALES) writes it in another language's short style (issue 29 item 1):
 * "2/3/26, 9:05" in es-ES. Throws RangeError for an unknown zone.
 */
export function formatDateTimeIn(
  at: string | Date,
  timeZone: string,
  { zoneName = false, locale = 'en-US' }: { zoneName?: boolean; locale?: string } = {},
): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const text = formatter('dateTime', timeZone, { dateStyle: 'short', timeStyle: 'short' }, locale).format(instant);
  return zoneName ? `${text} ${zoneAbbreviation(timeZone, instant, locale)}` : text;
}

/**
 * A wall-clock time `local` ("YYYY-MM-DDTHH:mm", what an `<input type="datetime-local">` holds) in
 * `timeZone` as the instant it names, with the zone's offset in force then (near a daylight-saving
 * change, a wall time skipped or repeated by it takes one of the two offsets). Returns an invalid
 * Date for a malformed `local`.
 */
export function zonedWallTimeToInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset near the wall time, then again at the first guess (across a DST change).
  let guess = asUtc - offsetMinutes(timeZone, new Date(asUtc)) * 60_000;
  const second = asUtc - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  if (second !== guess && wallTime(new Date(second), timeZone) === local) guess = second;
  return new Date(guess);
}

/** The instant `at` as a wall-clock time "YYYY-MM-DDTHH:mm" in `timeZone` (for a datetime-local input). */
export function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter('wall', timeZone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** `timeZone`'s offset from UTC at `at`, in minutes (east positive: Manila is 480). */
function offsetMinutes(timeZone: string, at: Date): number {
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(utcOffset(timeZone, at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
