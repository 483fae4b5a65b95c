import { and, asc, count, desc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { containsPattern } from '../../lib/query-text';
import { type UserRow, users } from './tables';

/**
 * The accounts as user management reads and changes them (spec §2 "User management", §5 "Edit
 * user", issue 12): the one place besides the account's own pages that touches the `users` rows.
 * User management keeps its rules (who may change what, figures, the audit log) and calls these.
 */

/** The address a deleted account's email becomes: unique, and under a domain that can never receive mail (RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * One page of accounts not deleted whose name or email contains `q` (case-insensitive substring of
 * `users.search_text`, "first last email" lowercased, served by its trigram index; % _ and \ match
 * themselves), of `role` unless 'all', newest accounts first (created_at, then id, descending),
 * `pageSize` a page from page 1. `matches` counts every match when `q` is given, and is null
 * without a search (the caller has the count from `countAccountsByRole`).
 */
export async function listAccountRows(
  db: Database,
  { q, role, page, pageSize }: { q: string; role: Role | 'all'; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; matches: number | null }> {
  const where = and(
    isNull(users.deletedAt),
    role === 'all' ? undefined : eq(users.role, role),
    q ? like(users.searchText, containsPattern(q.toLowerCase())) : undefined,
  );
  const [rows, matches] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    q ? db.select({ total: count() }).from(users).where(where) : Promise.resolve(null),
  ]);
  return { rows, matches: matches ? (matches[0]?.total ?? 0) : null };
}

/** The accounts not deleted, counted by role and registration in one scan (the stat cards add them up). */
export function countAccountsByRole(db: Database): Promise<{ role: Role; isRegistered: boolean; total: number }[]> {
  return db
    .select({ role: users.role, isRegistered: users.isRegistered, total: sql<number>`count(*)::int` })
    .from(users)
    .where(isNull(users.deletedAt))
    .groupBy(users.role, users.isRegistered);
}

/** The account `userId` unless it is unknown or deleted. */
export async function findActiveAccountRow(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/**
 * Locks every admin account not deleted, in id order (FOR NO KEY UPDATE), and returns their ids.
 * Every change that can take an admin away (a role change, a deletion) takes these locks first, in
 * the same order, so two such changes run one after the other: two admins demoting or deleting each
 * other at once cannot both succeed, and no two of them wait for each other in a cycle. NO KEY
 * UPDATE, not UPDATE: it does not conflict with the KEY SHARE locks that foreign keys and
 * `isAccountDeleted` take, so an admin buying (or being bought from) while another admin edits them
 * never deadlocks with the edit.
 */
export async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/**
 * The account row `userId`, locked FOR NO KEY UPDATE (edits and deletions of one user run one after
 * the other; a purchase's foreign key checks are not held up, so they cannot deadlock with it),
 * unless missing or deleted.
 */
export async function lockActiveAccountRow(tx: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row && !row.deletedAt ? row : undefined;
}

/** True when an account other than `userId` has `email`. */
export async function isEmailTakenByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return taken !== undefined;
}

/** True when an account other than `userId` has the referral code `code`. */
export async function isReferralCodeTakenByAnother(db: Database, code: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), ne(users.id, userId)));
  return taken !== undefined;
}

/** The fields of an account an admin edits (spec §5 "Edit user"); `referralCode` null removes it. */
interface AccountFields {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isRegistered: boolean;
  referralCode: string | null;
}

/**
 * Stores an admin's edit of `userId` at `at` and returns the row as now stored (undefined for an
 * unknown account). A unique email or referral code taken meanwhile fails with PostgreSQL's
 * unique_violation on `users_email_unique` or `users_referralCode_unique`.
 */
export async function updateAccountFields(
  tx: Database,
  userId: string,
  fields: AccountFields,
  at: Date,
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ ...fields, name: `${fields.firstName} ${fields.lastName}`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * Anonymises the deleted account `userId` at `at` (issue 12, decision 011): the row stays, so the
 * purchases, ledger entries and attempts that name it keep their keys, with first name "Deleted",
 * last name "user", email `deletedEmail(userId)`, no referral code or image, and `deleted_at` set.
 */
export async function anonymiseAccount(tx: Database, userId: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'user',
      name: 'Deleted user',
      email: deletedEmail(userId),
      referralCode: null,
      image: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}
