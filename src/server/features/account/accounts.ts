import { and, type Column, count, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { newReferralCode } from './referral-code';
import { type UserRow, userProfiles, userSettings, users } from './tables';

/** The API's view of a user row (spec §3 "User"). */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isRegistered: row.isRegistered,
    testAttempts: row.testAttempts,
    lastTestDate: row.lastTestDate ? new Date(row.lastTestDate).toISOString() : null,
    referralCode: row.referralCode,
  };
}

/** True when an account (a deleted one included) has the address `email` (lowercase). */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
}

/** A new referral code (spec §4, §9) that no account holds yet. */
export async function uniqueReferralCode(db: Database): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
    if (!taken) return code;
  }
}

/** How many accounts exist, deleted ones included (the demo data is made only when there are none). */
export async function countAccounts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/**
 * Sets what a request may never set on an account: its role, registration and test count (a demo
 * account, or an administrator made by `npm run create-admin`).
 */
export async function setAccountStanding(
  db: Database,
  userId: string,
  standing: { role: AccountUser['role']; isRegistered?: boolean; testAttempts?: number },
): Promise<void> {
  await db.update(users).set(standing).where(eq(users.id, userId));
}

/**
 * A condition for another feature's query: true when the account in column `userId` has `pattern`
 * (a LIKE pattern, case-insensitive) in its first name, last name or email. An IN subquery on the
 * users' primary key, so the caller filters by a person without reading the users table itself.
 */
export function accountMatches(db: Database, userId: Column, pattern: string): SQL {
  return inArray(
    userId,
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))),
  );
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

/**
 * Records that `userId` signed in at `at` (issue 23: user management's last activity counts
 * sign-ins, not only tests). Called by auth when a session starts; the account's `updatedAt` is
 * left alone, since nothing the user or an admin edits changed.
 */
export async function recordSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
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
