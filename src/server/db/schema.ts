import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, TimeZone } from '../../shared/account/settings';
import type { ClientNeed, Difficulty, ItemType, Subject } from '../../shared/question-bank';
import type { Role } from '../../shared/roles';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The question bank (spec §3 "Question"), loaded from `content/questions/*.json` at start.
 * A question removed from the content is retired, not deleted, so old attempts can still be reviewed.
 */
export const questions = pgTable('questions', {
  id: text().primaryKey(),
  itemType: text().$type<ItemType>().notNull(),
  stem: text().notNull(),
  options: jsonb().$type<string[]>().notNull(),
  /** Zero-based index of the key in `options`. */
  correctAnswer: integer().notNull(),
  explanation: text().notNull(),
  subject: text().$type<Subject>().notNull(),
  topic: text().notNull(),
  difficulty: text().$type<Difficulty>().notNull(),
  clientNeeds: text().$type<ClientNeed>().notNull(),
  /** The kind of source a nurse could check the item against; null only for items retired before it existed. */
  reference: text(),
  /**
   * `content`: authored under `content/questions/`, made to match the files at every start;
   * `import`: added by `npm run content:import`, kept until removed from the database.
   */
  origin: text().$type<QuestionOrigin>().notNull().default('content'),
  /** The content file (relative to the project root) or the imported file's name the question came from. */
  sourceFile: text().notNull(),
  retiredAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

/** Where a question came from: the authored content files, or an import. */
export type QuestionOrigin = 'content' | 'import';

export type AttemptStatus = 'in_progress' | 'submitted' | 'abandoned';

/** A question as it was asked in an attempt: a copy taken at the start, so later edits to the bank change no result. */
export interface ExamItem {
  id: string;
  stem: string;
  options: string[];
  /** Zero-based index of the key in `options`. */
  correctAnswer: number;
  explanation: string;
  subject: Subject;
  topic: string;
  difficulty: Difficulty;
  clientNeeds: ClientNeed;
  /** Absent on copies taken before questions carried a reference. */
  reference?: string;
}

/**
 * One sitting of an exam. The id is a random UUID that only the starting browser knows.
 * `answers[i]` is the chosen option index for `items[i]`, -1 when unanswered (spec §3 "Exam result").
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    kind: text().$type<'sample'>().notNull(),
    status: text().$type<AttemptStatus>().notNull().default('in_progress'),
    items: jsonb().$type<ExamItem[]>().notNull(),
    answers: jsonb().$type<number[]>().notNull(),
    timeLimitSeconds: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    deadlineAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    abandonedAt: timestamp({ withTimezone: true }),
    /** Count of correct answers, set on submission. */
    score: integer(),
    /** Whole seconds from start to submission (or to the deadline, if later). */
    timeSpentSeconds: integer(),
    /** The attempt this one retakes (same questions, fresh answers and clock). */
    retakeOf: uuid(),
    /** The signed-in user who took it; null for a visitor. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('exam_attempts_user_idx').on(table.userId, table.submittedAt)],
);

export type QuestionRow = typeof questions.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;

/**
 * Accounts (spec §3 "User"), managed by better-auth: the first seven columns are its own, the rest
 * are Nightingale's. Money is in cents.
 */
export const users = pgTable('users', {
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
  testAttempts: integer().notNull().default(0),
  lastTestDate: timestamp({ withTimezone: true }),
  /** Six uppercase letters and digits, unique, made at sign-up (spec §4, §9). */
  referralCode: text().notNull().unique(),
  earningsCents: integer().notNull().default(0),
  coursesCreated: integer().notNull().default(0),
  coursesSold: integer().notNull().default(0),
});

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

/** Secrets the server makes for itself when none is configured (the session signing key), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});

/** Messages sent with the contact form (spec §2 "Contact"); read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The sender's address, kept to trace abuse. */
    ipAddress: text(),
    ...timestamps,
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
