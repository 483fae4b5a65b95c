import { z } from 'zod/mini';

/** Languages of the settings page (spec §3 "Settings"). */
export const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const;

/** Time zones of the settings page (spec §3 "Settings"). */
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

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` });

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
  language: z.enum(LANGUAGES, `language must be one of: ${LANGUAGES.join(', ')}.`),
  timezone: z.enum(TIME_ZONES, `timezone must be one of: ${TIME_ZONES.join(', ')}.`),
});

export type Settings = z.infer<typeof settingsSchema>;
export type Language = (typeof LANGUAGES)[number];
export type TimeZone = (typeof TIME_ZONES)[number];
