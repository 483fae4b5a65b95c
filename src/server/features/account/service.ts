import { and, type Column, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../shared/account/profile';
import { DEFAULT_SETTINGS, type Settings } from '../../../shared/account/settings';
import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { toAccountUser } from '../auth/session';
import { users } from '../auth/tables';
import { userProfiles, userSettings } from './tables';

const orNull = (value: string) => (value === '' ? null : value);

/** The profile of `userId` (spec §3 "Profile form"); missing optional fields are ''. Errors: 404. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: userProfiles.phone,
      address: userProfiles.address,
      country: userProfiles.country,
      dateOfBirth: userProfiles.dateOfBirth,
      nursingLicense: userProfiles.nursingLicense,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('user_not_found', { status: 404, message: 'This account no longer exists.' });
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address ?? '',
    country: (row.country ?? '') as Profile['country'],
    dateOfBirth: row.dateOfBirth ?? '',
    nursingLicense: row.nursingLicense ?? '',
  };
}

/** Saves the profile (names on the account, the rest in user_profiles; empty text as null) and returns it. */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate): Promise<Profile> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        name: `${update.firstName} ${update.lastName}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const optional = {
      phone: orNull(update.phone),
      address: orNull(update.address),
      country: orNull(update.country),
      dateOfBirth: orNull(update.dateOfBirth),
      nursingLicense: orNull(update.nursingLicense),
    };
    await tx
      .insert(userProfiles)
      .values({ userId, ...optional })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...optional, updatedAt: new Date() } });
  });
  return getProfile(db, userId);
}

/** The settings of `userId`, or the spec's defaults when none were saved (spec §3 "Settings"). */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return { ...DEFAULT_SETTINGS };
  const { userId: _user, createdAt: _created, updatedAt: _updated, ...settings } = row;
  return settings;
}

/** Saves every setting of `userId` and returns them. */
export async function updateSettings(db: Database, userId: string, settings: Settings): Promise<Settings> {
  await db
    .insert(userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: new Date() } });
  return getSettings(db, userId);
}

/**
 * Counts a submitted test for `userId` (spec §4: "Taking a full-access test increments
 * testAttempts and sets lastTestDate"; §6: "Attempt count increments only for full-access
 * users"): testAttempts rises by one and lastTestDate becomes `at`, only when the user has full
 * access. Run it inside the transaction that submits the attempt. Returns whether it counted.
 */
export async function recordTestTaken(db: Database, userId: string, at: Date): Promise<boolean> {
  const [user] = await db
    .select({ role: users.role, isRegistered: users.isRegistered })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || !can(user, 'fullAccess')) return false;
  await db
    .update(users)
    .set({ testAttempts: sql`${users.testAttempts} + 1`, lastTestDate: at, updatedAt: at })
    .where(eq(users.id, userId));
  return true;
}

/** The account with `email` as the API shows it (spec §3 "User"), or null when there is none. */
export async function findAccountUserByEmail(db: Database, email: string): Promise<AccountUser | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ? toAccountUser(row) : null;
}

/**
 * The id of the user whose referral code is `code` (6 uppercase letters and digits), or null. A
 * deleted account never matches (issue 12: its code is removed, and this holds even if one were left).
 */
export async function findUserIdByReferralCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)));
  return row?.id ?? null;
}

/**
 * True when the account `userId` was deleted by an admin (issue 12), or does not exist. Takes a
 * FOR KEY SHARE lock on the row (the lock a foreign key check takes, so ordinary updates are not
 * held up): run inside a sale's transaction, a deletion under way is waited for and then seen.
 */
export async function isAccountDeleted(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('key share');
  return !row || row.deletedAt !== null;
}

/**
 * A condition for another feature's query: true when the account `userId` (a column holding a user
 * id, such as a session's or a video's trainer) exists and was not deleted by an admin (issue 12).
 * A correlated EXISTS on the users' primary key, so the caller never reads the users table itself
 * and each row costs one index probe. Use it to leave a deleted trainer's items out of public lists.
 */
export function isActiveAccount(db: Database, userId: Column): SQL {
  return exists(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
  );
}

/**
 * Removes what the account feature keeps of `userId` beyond the user row: the profile (phone,
 * address, country, date of birth, license) and the settings (issue 12, deleting a user). Run it in
 * the deletion's transaction.
 */
export async function deleteAccountData(db: Database, userId: string): Promise<void> {
  await db.delete(userProfiles).where(eq(userProfiles.userId, userId));
  await db.delete(userSettings).where(eq(userSettings.userId, userId));
}

/** How another feature names an account: full name, first name, email, whether an admin deleted it, and when it was created. */
export interface UserContact {
  /** "First Last", trimmed. */
  name: string;
  firstName: string;
  email: string;
  /** True when an admin deleted the account (issue 12); its row, and so its names, remain. */
  deleted: boolean;
  createdAt: Date;
}

/**
 * The accounts `ids` as other features name them (UserContact), by id; ids that name no account
 * are absent, and a deleted account is present with `deleted` true, so each caller decides what a
 * deleted account means to it. One query on the users' primary key; duplicates are read once. The
 * one reader of names and emails by id for the other features (conversations, documents,
 * tracking, and findUserNames).
 */
export async function findUserContacts(db: Database, ids: readonly string[]): Promise<Map<string, UserContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: `${row.firstName} ${row.lastName}`.trim(),
        firstName: row.firstName,
        email: row.email,
        deleted: row.deletedAt !== null,
        createdAt: row.createdAt,
      },
    ]),
  );
}

/** Full names ("First Last") of the users `ids`, by id (findUserContacts); ids that name no user are absent, deleted accounts included. */
export async function findUserNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const contacts = await findUserContacts(db, ids);
  return new Map([...contacts].map(([id, contact]) => [id, contact.name]));
}
