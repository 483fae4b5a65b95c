import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/roles';
import { timestamps } from '../../db/timestamps';

/**
 * Accounts (spec §3 "User"), managed by better-auth: the first seven columns are its own, the rest
 * are Nightingale's. A trainer's earnings, courses and sales are not columns: the marketplace
 * computes them from its courses, purchases and ledger (DESIGN §7).
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

/** Sessions (better-auth): the token is the httpOnly cookie's value. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Credentials (better-auth): for email and password, `password` holds the library's hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

/** One-time values (better-auth): password reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** Secrets the server makes for itself when none is configured (the session signing key), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});

export type UserRow = typeof users.$inferSelect;
