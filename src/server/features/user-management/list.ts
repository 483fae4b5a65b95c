import type { Role } from '../../../shared/roles';
import {
  type ManagedUser,
  USERS_PAGE_SIZE,
  type UserList,
  type UserListQuery,
  type UserStats,
} from '../../../shared/user-management/users';
import type { Database } from '../../db/client';
import { countAccountsByRole, findActiveAccountRow, listAccountRows } from '../account/service';
import { toManagedUsers } from './figures';
import { userNotFound } from './user-errors';

/** The stat card counting each role. */
const ROLE_STATS = {
  admin: 'admins',
  instructor: 'instructors',
  trainer: 'trainers',
  student: 'students',
} as const satisfies Record<Role, keyof UserStats>;

/**
 * The six stat cards (spec §2 "User management") over every account not deleted: one scan, grouped
 * by role and registration (cheaper than six filtered counts), summed here.
 */
async function userStats(db: Database): Promise<UserStats> {
  const groups = await countAccountsByRole(db);
  const stats: UserStats = { total: 0, admins: 0, instructors: 0, trainers: 0, students: 0, registered: 0 };
  for (const group of groups) {
    stats.total += group.total;
    stats[ROLE_STATS[group.role]] += group.total;
    if (group.isRegistered) stats.registered += group.total;
  }
  return stats;
}

/**
 * One page of the user management table (spec §2 "User management"): accounts not deleted whose
 * name or email contains `q` (case-insensitive substring of `users.search_text`, "first last
 * email" lowercased, served by its trigram index; % _ and \ match themselves), of `role` unless
 * 'all', newest accounts first (created_at, then id, descending), USERS_PAGE_SIZE a page from page
 * 1 (a page past the end is empty); `total` counts every match and `stats` every account not
 * deleted. Figures are computed for the page's users only. The page, the count and the cards are
 * read side by side (three pooled connections on PostgreSQL).
 */
export async function listUsers(db: Database, { q, role, page }: UserListQuery): Promise<UserList> {
  // Without a search the stat cards hold the count of matches already: one scan of the table fewer.
  const [{ rows, matches }, stats] = await Promise.all([
    listAccountRows(db, { q, role, page, pageSize: USERS_PAGE_SIZE }),
    userStats(db),
  ]);
  return {
    users: await toManagedUsers(db, rows),
    total: matches ?? (role === 'all' ? stats.total : stats[ROLE_STATS[role]]),
    page,
    pageSize: USERS_PAGE_SIZE,
    stats,
  };
}

/** The account `userId` as the Edit User dialog starts from it. Errors: 404 `user_not_found` (unknown or deleted). */
export async function getManagedUser(db: Database, userId: string): Promise<ManagedUser> {
  const row = await findActiveAccountRow(db, userId);
  if (!row) throw userNotFound();
  const [user] = await toManagedUsers(db, [row]);
  if (!user) throw userNotFound();
  return user;
}
