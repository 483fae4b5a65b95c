import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, TimeZone } from '../../../shared/account/settings';
import type { Role } from '../../../shared/roles';
import { timestamps } from '../../db/timestamps';

/**
 * Accounts (spec §3 "User"), managed by better-auth: the first seven columns are its own, the rest
 * are Nightingale's. A trainer's earnings, courses and sales are not columns: the marketplace
 * computes them from its courses, purchases and ledger (docs/architecture.md §7).
 */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    role: text().$type<Role>().notNull().default('student'),
    isRegistered: boolean().notNull().default(true),
    /** Full-access tests submitted (spec §4); an admin's corrections are adjustments, never written here. */
    testAttempts: integer().notNull().default(0),
    lastTestDate: timestamp({ withTimezone: true }),
    /** When the account last signed in (issue 23: user management's last activity counts sign-ins); set by auth. */
    lastSignInAt: timestamp({ withTimezone: true }),
    /** Six uppercase letters and digits, unique, made at sign-up (spec §4, §9); null when an admin removed it (spec §5). */
    referralCode: text().unique(),
    /**
     * When an admin deleted the account (issue 12): the row stays, anonymised, so the purchases and
     * ledger entries that name it keep their keys; it cannot sign in and is listed nowhere.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /** What user management searches (name or email, lowercased), indexed by trigrams for substring search. */
    searchText: text().generatedAlwaysAs(
      (): ReturnType<typeof sql> => sql`lower(first_name || ' ' || last_name || ' ' || email)`,
    ),
  },
  (table) => [
    index('users_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('users_role_idx').on(table.role, table.createdAt),
    index('users_created_idx').on(table.createdAt),
    /** The stat cards count active accounts by role and registration from this index alone. */
    index('users_active_role_idx').on(table.role, table.isRegistered).where(sql`${table.deletedAt} is null`),
  ],
);

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

/** The counted figures an admin may correct (spec §5 "Edit user"); earnings are corrected in the ledger instead. */
export type AdjustedFigure = 'testAttempts' | 'coursesCreated' | 'coursesSold';

/**
 * Corrections of counted figures (issue 12): the figure shown is what the records count plus the
 * sum of these deltas. Append-only, each with the admin, the time and the reason.
 */
export const figureAdjustments = pgTable(
  'figure_adjustments',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    userId: text()
      .notNull()
      .references(() => users.id),
    figure: text().$type<AdjustedFigure>().notNull(),
    delta: integer().notNull(),
    createdById: text()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('figure_adjustments_user_idx').on(table.userId, table.figure),
    check('figure_adjustments_figure', sql`${table.figure} in ('testAttempts', 'coursesCreated', 'coursesSold')`),
    check('figure_adjustments_delta', sql`${table.delta} <> 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
