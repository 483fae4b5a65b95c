import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { Language, TimeZone } from '../../../shared/account/settings';
import { timestamps } from '../../db/timestamps';
import { users } from '../auth/tables';

/** The optional part of the profile form (spec §3 "Profile form"); empty text is null. */
export const userProfiles = pgTable('user_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text(),
  address: text(),
  country: text(),
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: text(),
  nursingLicense: text(),
  ...timestamps,
});

/** A user's settings (spec §3 "Settings"); a missing row means the defaults. */
export const userSettings = pgTable('user_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean().notNull(),
  smsNotifications: boolean().notNull(),
  pushNotifications: boolean().notNull(),
  studyReminders: boolean().notNull(),
  practiceTestAlerts: boolean().notNull(),
  profileVisibility: boolean().notNull(),
  activitySharing: boolean().notNull(),
  dataCollection: boolean().notNull(),
  darkMode: boolean().notNull(),
  autoSave: boolean().notNull(),
  language: text().$type<Language>().notNull(),
  timezone: text().$type<TimeZone>().notNull(),
  ...timestamps,
});
