import { and, asc, count, desc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import type { Role } from '../../../shared/roles';
import {
  ADJUSTMENT_REASON_REQUIRED,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  LAST_ADMIN_DELETE,
  LAST_ADMIN_DEMOTE,
  type ManagedUser,
  REFERRAL_CODE_TAKEN,
  USER_MANAGEMENT_RESTRICTED,
  USER_NOT_FOUND,
  USERS_PAGE_SIZE,
  type UserList,
  type UserListQuery,
  type UserStats,
  type userUpdateBodySchema,
} from '../../../shared/user-management/users';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { deleteAccountData } from '../account/service';
import { recordAudit } from '../audit/record';
import { revokeAccess } from '../auth/revoke-access';
import { toAccountUser } from '../auth/session';
import { type UserRow, users } from '../auth/tables';
import { anonymiseBoardAuthor } from '../board/authors';
import { deleteStudentDocuments } from '../documents/service';
import { courseCountsOf, unpublishTrainerCourses } from '../marketplace/courses';
import { earningsTotalsOf, writeAdjustmentEntries } from '../marketplace/ledger';
import { containsPattern } from '../marketplace/query-text';
import { cancelSessionsOfDeletedTrainer } from '../trainer-sessions/sessions';
import { figureAdjustmentsOfUsers, writeFigureAdjustments } from './adjustments';

/** The body of an edit once parsed (trimmed, email lowercased, referral code uppercased). */
export type UserUpdate = z.infer<typeof userUpdateBodySchema>;

const userNotFound = () => new AppError('user_not_found', { status: 404, message: USER_NOT_FOUND });

/** The figures of one account as the records and adjustments give them, before any floor at 0. */
interface Figures {
  testAttempts: number;
  earningsCents: number;
  coursesCreated: number;
  coursesSold: number;
}

/**
 * The computed figures of each of `rows` (issue 12, decision 011), in four grouped queries whatever
 * the number of rows: test attempts (the count on the account plus adjustments), earnings (the sum
 * of the user's ledger entries, adjustments included), courses created and courses sold (the
 * marketplace's count plus adjustments).
 */
async function figuresOf(db: Database, rows: readonly UserRow[]): Promise<Map<string, Figures>> {
  const ids = rows.map((row) => row.id);
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const adjusted = await figureAdjustmentsOfUsers(db, ids);
  const earnings = await earningsTotalsOf(db, ids);
  const courseCounts = await courseCountsOf(db, ids);
  return new Map(
    rows.map((row) => {
      const adjustment = adjusted.get(row.id);
      const counts = courseCounts.get(row.id);
      return [
        row.id,
        {
          testAttempts: row.testAttempts + (adjustment?.testAttempts ?? 0),
          earningsCents: earnings.get(row.id) ?? 0,
          coursesCreated: (counts?.coursesCreated ?? 0) + (adjustment?.coursesCreated ?? 0),
          coursesSold: (counts?.coursesSold ?? 0) + (adjustment?.coursesSold ?? 0),
        },
      ];
    }),
  );
}

/**
 * A figure as shown: counts never below 0 (a refund after an admin's correction could take the
 * sum lower); earnings as the ledger sums them, even below 0, so money always reconciles.
 */
function shownFigures(figures: Figures): Figures {
  return {
    testAttempts: Math.max(0, figures.testAttempts),
    earningsCents: figures.earningsCents,
    coursesCreated: Math.max(0, figures.coursesCreated),
    coursesSold: Math.max(0, figures.coursesSold),
  };
}

const NO_FIGURES: Figures = { testAttempts: 0, earningsCents: 0, coursesCreated: 0, coursesSold: 0 };

function toManagedUser(row: UserRow, figures: Figures): ManagedUser {
  return { ...toAccountUser(row), ...shownFigures(figures), createdAt: row.createdAt.toISOString() };
}

/** `rows` as the table shows them, in their order, with their figures computed in a few grouped queries (no query per row). */
async function toManagedUsers(db: Database, rows: readonly UserRow[]): Promise<ManagedUser[]> {
  const figures = await figuresOf(db, rows);
  return rows.map((row) => toManagedUser(row, figures.get(row.id) ?? NO_FIGURES));
}

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
  const groups = await db
    .select({ role: users.role, isRegistered: users.isRegistered, total: sql<number>`count(*)::int` })
    .from(users)
    .where(isNull(users.deletedAt))
    .groupBy(users.role, users.isRegistered);
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
  const where = and(
    isNull(users.deletedAt),
    role === 'all' ? undefined : eq(users.role, role),
    q ? like(users.searchText, containsPattern(q.toLowerCase())) : undefined,
  );
  // Without a search the stat cards hold the count of matches already: one scan of the table fewer.
  const [rows, matches, stats] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    q ? db.select({ total: count() }).from(users).where(where) : Promise.resolve(null),
    userStats(db),
  ]);
  return {
    users: await toManagedUsers(db, rows),
    total: matches ? (matches[0]?.total ?? 0) : role === 'all' ? stats.total : stats[ROLE_STATS[role]],
    page,
    pageSize: USERS_PAGE_SIZE,
    stats,
  };
}

/** The account `userId` as the Edit User dialog starts from it. Errors: 404 `user_not_found` (unknown or deleted). */
export async function getManagedUser(db: Database, userId: string): Promise<ManagedUser> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw userNotFound();
  const [user] = await toManagedUsers(db, [row]);
  if (!user) throw userNotFound();
  return user;
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
async function lockAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.map((row) => row.id);
}

/**
 * Refuses an actor who stopped being an admin while their request was under way (another admin
 * changed their role or deleted them first): 403, as for anyone else who is not an admin.
 */
function assertStillAdmin(admins: readonly string[], actor: AccountUser): void {
  if (!admins.includes(actor.id)) {
    throw new AppError('forbidden', { status: 403, message: USER_MANAGEMENT_RESTRICTED });
  }
}

/**
 * The account row `userId`, locked FOR NO KEY UPDATE (edits and deletions of one user run one after
 * the other; a purchase's foreign key checks are not held up, so they cannot deadlock with it),
 * unless missing or deleted. Errors: 404.
 */
async function lockUser(tx: Database, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!row || row.deletedAt) throw userNotFound();
  return row;
}

/** PostgreSQL's unique_violation on `constraint`, as node-postgres or PGlite report it (drizzle may wrap it in `cause`). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

const emailTaken = () => new AppError('email_taken', { status: 409, message: EMAIL_TAKEN });
const referralCodeTaken = () => new AppError('referral_code_taken', { status: 409, message: REFERRAL_CODE_TAKEN });

/** The fields an edit may change, as the audit log records them. */
type Editable = Pick<ManagedUser, 'firstName' | 'lastName' | 'email' | 'role' | 'isRegistered' | 'referralCode'> &
  Figures;

const FIELD_LABELS: Record<keyof Editable, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  role: 'role',
  isRegistered: 'registration',
  referralCode: 'referral code',
  testAttempts: 'test attempts',
  earningsCents: 'earnings',
  coursesCreated: 'courses created',
  coursesSold: 'courses sold',
};

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The audit log's sentence for an edit of `name` that changed `fields`. */
function editSummary(name: string, fields: readonly (keyof Editable)[], before: Editable, after: Editable): string {
  if (fields.length === 1 && fields[0] === 'role') {
    return `Changed the role of ${name} from ${before.role} to ${after.role}`;
  }
  return `Edited ${name}: ${listOf(fields.map((field) => FIELD_LABELS[field]))}`;
}

/**
 * Saves the Edit User dialog (spec §5 "Edit user", issue 12, decision 011) for `admin` at `at`, in
 * one transaction: the admin rows (in id order) and the user's row are locked first.
 *
 * Names, email, role, registration and referral code (empty or null: none) are stored. Each
 * computed figure (test attempts, earnings in cents, courses created, courses sold) whose requested
 * value differs from `update.expected` (the value the dialog opened with) is stored as an
 * adjustment of requested − expected with the admin, the time and `reason`: earnings as ledger
 * adjustment entries, counts as figure adjustments. Nothing is overwritten, so records added since
 * the dialog opened (a sale, a test) stay counted on top of the admin's value, and a figure the
 * admin left as it was writes nothing even if it moved meanwhile (a count floored at 0 is first
 * brought back to 0). A role change takes effect on the user's next request. The change is
 * recorded in the audit log (`user.updated`, the changed fields as shown before and after, the
 * reason) unless nothing changed. Returns the user as now shown.
 *
 * Errors, with nothing changed: 404 `user_not_found` (unknown or deleted); 409 `cannot_demote_self`
 * (an admin changing their own role), `last_admin_demote` (the only admin left), `email_taken`,
 * `referral_code_taken`; 400 `adjustment_reason_required` (a figure differs from its expected value
 * and `reason` is blank); 403 `forbidden` when `admin` stopped being an admin meanwhile.
 */
export async function updateManagedUser(
  db: Database,
  { userId, admin, update }: { userId: string; admin: AccountUser; update: UserUpdate },
  at: Date,
): Promise<ManagedUser> {
  const referralCode = update.referralCode || null;
  try {
    return await db.transaction(async (tx) => {
      const admins = await lockAdmins(tx);
      const row = await lockUser(tx, userId);
      if (update.role !== row.role) {
        if (userId === admin.id) throw new AppError('cannot_demote_self', { status: 409, message: CANNOT_DEMOTE_SELF });
        if (row.role === 'admin' && admins.length <= 1) {
          throw new AppError('last_admin_demote', { status: 409, message: LAST_ADMIN_DEMOTE });
        }
      }
      assertStillAdmin(admins, admin);
      if (update.email !== row.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, update.email), ne(users.id, userId)));
        if (taken) throw emailTaken();
      }
      if (referralCode !== null && referralCode !== row.referralCode) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.referralCode, referralCode), ne(users.id, userId)));
        if (taken) throw referralCodeTaken();
      }

      const raw = (await figuresOf(tx, [row])).get(row.id) ?? NO_FIGURES;
      const shown = shownFigures(raw);
      // A figure is changed when the admin moved it from what the dialog opened with (`expected`),
      // whatever it is now. Records added or removed meanwhile (shown - expected) stay counted; a
      // count floored at 0 is first brought back to 0 so the admin's value is what shows.
      const figureChanged = (figure: keyof Figures) => update[figure] !== update.expected[figure];
      const delta = (figure: keyof Figures) =>
        figureChanged(figure) ? update[figure] - update.expected[figure] + (shown[figure] - raw[figure]) : 0;
      const deltas = {
        testAttempts: delta('testAttempts'),
        coursesCreated: delta('coursesCreated'),
        coursesSold: delta('coursesSold'),
      };
      const earningsDelta = delta('earningsCents');
      if ((Object.keys(NO_FIGURES) as (keyof Figures)[]).some(figureChanged) && update.reason === '') {
        throw new AppError('adjustment_reason_required', { status: 400, message: ADJUSTMENT_REASON_REQUIRED });
      }
      const shownAfter = shownFigures({
        testAttempts: raw.testAttempts + deltas.testAttempts,
        earningsCents: raw.earningsCents + earningsDelta,
        coursesCreated: raw.coursesCreated + deltas.coursesCreated,
        coursesSold: raw.coursesSold + deltas.coursesSold,
      });

      const before: Editable = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        role: row.role,
        isRegistered: row.isRegistered,
        referralCode: row.referralCode,
        ...shown,
      };
      const after: Editable = {
        firstName: update.firstName,
        lastName: update.lastName,
        email: update.email,
        role: update.role,
        isRegistered: update.isRegistered,
        referralCode,
        ...shownAfter,
      };
      const changed = (Object.keys(FIELD_LABELS) as (keyof Editable)[]).filter(
        (field) => before[field] !== after[field],
      );
      if (changed.length === 0) {
        const [user] = await toManagedUsers(tx, [row]);
        if (!user) throw userNotFound();
        return user;
      }

      const [updated] = await tx
        .update(users)
        .set({
          firstName: update.firstName,
          lastName: update.lastName,
          name: `${update.firstName} ${update.lastName}`,
          email: update.email,
          role: update.role,
          isRegistered: update.isRegistered,
          referralCode,
          updatedAt: at,
        })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw userNotFound();
      await writeFigureAdjustments(tx, { userId, deltas, adminId: admin.id, reason: update.reason, at });
      await writeAdjustmentEntries(tx, {
        userId,
        deltaCents: earningsDelta,
        adminId: admin.id,
        reason: update.reason,
        at,
      });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'user.updated',
        subjectType: 'user',
        subjectId: userId,
        subjectUserId: userId,
        summary: editSummary(`${row.firstName} ${row.lastName}`, changed, before, after),
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        reason: update.reason,
        at,
      });
      const [user] = await toManagedUsers(tx, [updated]);
      if (!user) throw userNotFound();
      return user;
    });
  } catch (error) {
    // Two edits giving two accounts one email or code at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    if (isUniqueViolation(error, 'users_referralCode_unique')) throw referralCodeTaken();
    throw error;
  }
}

/** The address a deleted account's email becomes: unique, and under a domain that can never receive mail (RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes the account `userId` for `admin` at `at` (spec §2 "User management", issue 12, decision
 * 011), in one transaction: the user's published courses are unpublished (their buyers keep them)
 * and their upcoming one-on-one sessions cancelled, every booking refunded by `admin` (audited as
 * refunds are); then the admin rows (in id order) and the user's row are locked. Their videos stay
 * stored but are no longer listed. The row is anonymised, not
 * removed: first name "Deleted", last name "user", email `deleted-<id>@deleted.invalid`, no
 * referral code or image, `deleted_at` set. Their sessions, credentials and open password reset
 * links are removed (they can no longer sign in, and every session ends at once), so are their
 * profile and settings; their board messages show "Deleted user". Recorded in the audit log
 * (`user.deleted`, with the name, email and role before).
 *
 * Kept on purpose: purchases and ledger entries (every trainer's and referrer's earnings stay as
 * they were, buyers keep their purchases), and exam attempts, which stay attached to the
 * anonymised row, so statistics stay whole and the visitor-attempt cleanup (which removes attempts
 * without a user) never deletes them.
 *
 * Errors, with nothing changed: 409 `cannot_delete_self`, `last_admin_delete`; 404
 * `user_not_found` (unknown or already deleted: of two admins deleting one user at once, one
 * succeeds and the other gets 404); 403 `forbidden` when `admin` stopped being an admin meanwhile.
 */
export async function deleteManagedUser(
  db: Database,
  { userId, admin }: { userId: string; admin: AccountUser },
  at: Date,
): Promise<void> {
  if (userId === admin.id) throw new AppError('cannot_delete_self', { status: 409, message: CANNOT_DELETE_SELF });
  await db.transaction(async (tx) => {
    // Courses first: a purchase locks its course, then the trainer's row (recordSale), so this
    // order cannot deadlock with one; a purchase that waited sees the course unpublished.
    await unpublishTrainerCourses(tx, userId, at);
    // Upcoming sessions likewise (a booking locks its session, then the trainer's row): cancelled,
    // each booking refunded, so no student has paid for a session no one will hold.
    await cancelSessionsOfDeletedTrainer(tx, { trainerId: userId, admin }, at);
    const admins = await lockAdmins(tx);
    const row = await lockUser(tx, userId);
    if (row.role === 'admin' && admins.length <= 1) {
      throw new AppError('last_admin_delete', { status: 409, message: LAST_ADMIN_DELETE });
    }
    assertStillAdmin(admins, admin);
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
    await revokeAccess(tx, userId);
    await deleteAccountData(tx, userId);
    await deleteStudentDocuments(tx, userId);
    await anonymiseBoardAuthor(tx, userId);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.deleted',
      subjectType: 'user',
      subjectId: userId,
      subjectUserId: userId,
      summary: `Deleted the account of ${row.firstName} ${row.lastName} (${row.email})`,
      before: { name: `${row.firstName} ${row.lastName}`, email: row.email, role: row.role },
      after: null,
      at,
    });
  });
}
