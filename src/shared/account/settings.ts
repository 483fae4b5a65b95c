import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { isIanaTimeZone, runtimeTimeZones, utcOffset } from '../time/zones';

/** Languages of the settings page (spec §3 "Settings"). */
export const LANGUAGES = [
  msg('English') as 'English',
  msg('Spanish') as 'Spanish',
  msg('French') as 'French',
  msg('German') as 'German',
] as const;

/** The spec's seven time zones (spec §3 "Settings"), listed first in the settings' time zone select (issue 25 item 7). */
export const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;

/** The settings with the spec's defaults, in the spec's order (§3 "Settings"). */
export const DEFAULT_SETTINGS = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  studyReminders: true,
  practiceTestAlerts: true,
  profileVisibility: true,
  activitySharing: false,
  dataCollection: true,
  darkMode: false,
  autoSave: true,
  language: 'English',
  timezone: 'America/New_York',
} as const satisfies Settings;

/** What a time zone that is not an IANA zone is refused with (issue 25 item 7). */
export const TIME_ZONE_MESSAGE = msg(
  'timezone must be an IANA time zone such as America/New_York, Asia/Manila or Africa/Lagos.',
);

const flag = (name: string) => z.boolean({ error: msg('{{name}} must be true or false.', { name }) });

/** A user's settings; GET and PUT /api/account/settings. */
export const settingsSchema = z.strictObject({
  emailNotifications: flag('emailNotifications'),
  smsNotifications: flag('smsNotifications'),
  pushNotifications: flag('pushNotifications'),
  studyReminders: flag('studyReminders'),
  practiceTestAlerts: flag('practiceTestAlerts'),
  profileVisibility: flag('profileVisibility'),
  activitySharing: flag('activitySharing'),
  dataCollection: flag('dataCollection'),
  darkMode: flag('darkMode'),
  autoSave: flag('autoSave'),
  language: z.enum(LANGUAGES, msg('language must be one of: {{languages}}.', { languages: LANGUAGES.join(', ') })),
  timezone: z.string({ error: TIME_ZONE_MESSAGE }).check(z.refine(isIanaTimeZone, TIME_ZONE_MESSAGE)),
});

export type Settings = z.infer<typeof settingsSchema>;
export type Language = (typeof LANGUAGES)[number];
/** One of the spec's seven zones. */
export type SpecTimeZone = (typeof TIME_ZONES)[number];
/**
 * A user's time zone: any IANA zone id (issue 25 item 7), checked by `isIanaTimeZone`, stored as
 * text. Not a union of this runtime's list: Intl's list varies by runtime, and a zone saved on one
 * must stay valid on another.
 */
export type TimeZone = string;

/**
 * The time zones the settings offer, in order (issue 25 item 7): the spec's seven first, exactly as
 * TIME_ZONES lists them, then every other zone of `zones` (by default this runtime's, with renamed
 * zones under their current names: `runtimeTimeZones`) sorted, without duplicates.
 */
export function orderedTimeZones(zones: readonly string[] = runtimeTimeZones()): string[] {
  const spec = new Set<string>(TIME_ZONES);
  const others = [...new Set(zones)].filter((zone) => !spec.has(zone)).sort();
  return [...TIME_ZONES, ...others];
}

/** A time zone option: its IANA id (the value and the text shown in the field) and its offset from UTC, e.g. "UTC+08:00". */
export interface TimeZoneOption {
  value: string;
  label: string;
  offset: string;
}

/** A group of the time zone select: its heading and its options. */
export interface TimeZoneGroup {
  group: string;
  items: TimeZoneOption[];
}

/**
 * The settings' time zone select in two groups (issue 25 item 7), "Common time zones" (TIME_ZONES in
 * order) and "Other time zones" (every other zone, sorted), each option's value and label the IANA id and
 * its offset from UTC at `at` beside it, e.g. "Asia/Manila" and "UTC+08:00". `current`, the zone
 * saved, is listed among all zones even when this runtime's list lacks it, so the select shows it.
 */
export function timeZoneGroups(
  current?: string,
  at: Date = new Date(),
  zones?: readonly string[],
): [TimeZoneGroup, TimeZoneGroup] {
  const ordered = orderedTimeZones(zones);
  if (current && !ordered.includes(current) && isIanaTimeZone(current)) ordered.push(current);
  const option = (zone: string): TimeZoneOption => ({ value: zone, label: zone, offset: utcOffset(zone, at) });
  const spec = ordered.slice(0, TIME_ZONES.length);
  const others = ordered.slice(TIME_ZONES.length).sort();
  return [
    { group: msg('Common time zones'), items: spec.map(option) },
    { group: msg('Other time zones'), items: others.map(option) },
  ];
}
