import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import {
  ADJUSTMENT_REASON_REQUIRED,
  CANNOT_DEMOTE_SELF,
  EMAIL_TAKEN,
  FIGURE_LIMITS,
  figureOutOfRangeMessage,
  LAST_ADMIN_DEMOTE,
  type ManagedUser,
  REFERRAL_CODE_TAKEN,
  type userUpdateBodySchema,
} from '../../../shared/user-management/users';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  isEmailTakenByAnother,
  isReferralCodeTakenByAnother,
  lockActiveAccountRow,
  lockAdmins,
  updateAccountFields,
  writeFigureAdjustments,
} from '../account/service';
import { recordAudit } from '../audit/service';
import { writeAdjustmentEntries } from '../marketplace/service';
import { type Figures, figuresOf, NO_FIGURES, shownFigures, toManagedUsers } from './figures';
import { assertStillAdmin, userNotFound } from './user-errors';

/** The body of an edit once parsed (trimmed, email lowercased, referral code uppercased). */
type UserUpdate = z.infer<typeof userUpdateBodySchema>;

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
 * Refuses an edit that takes a figure beyond its limit either way (`FIGURE_LIMITS`, issue 23) from
 * `before` to `after` (as shown): the body's bounds hold the value the admin typed, but records
 * added since the dialog opened, or a body whose `expected` is not what was shown, could still carry
 * the total further. A figure already beyond its limit (many sales) may move back towards it.
 * Errors: 400 `figure_out_of_range`.
 */
function assertWithinLimits(before: Figures, after: Figures): void {
  for (const figure of Object.keys(FIGURE_LIMITS) as (keyof Figures)[]) {
    const size = Math.abs(after[figure]);
    if (size > FIGURE_LIMITS[figure] && size > Math.abs(before[figure])) {
      throw new AppError('figure_out_of_range', { status: 400, message: figureOutOfRangeMessage(figure) });
    }
  }
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
 * and `reason` is blank), `figure_out_of_range` (a figure would come to more than its limit); 403 `forbidden` when `admin` stopped being an admin meanwhile.
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
      const row = await lockActiveAccountRow(tx, userId);
      if (!row) throw userNotFound();
      if (update.role !== row.role) {
        if (userId === admin.id) throw new AppError('cannot_demote_self', { status: 409, message: CANNOT_DEMOTE_SELF });
        if (row.role === 'admin' && admins.length <= 1) {
          throw new AppError('last_admin_demote', { status: 409, message: LAST_ADMIN_DEMOTE });
        }
      }
      assertStillAdmin(admins, admin);
      if (update.email !== row.email && (await isEmailTakenByAnother(tx, update.email, userId))) throw emailTaken();
      if (
        referralCode !== null &&
        referralCode !== row.referralCode &&
        (await isReferralCodeTakenByAnother(tx, referralCode, userId))
      ) {
        throw referralCodeTaken();
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
      assertWithinLimits(shown, shownAfter);

      const before: Editable = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        role: row.role,
        isRegistered: row.isRegistered,
        referralCode: row.referralCode,
        ...shown,
      };
      const fields = {
        firstName: update.firstName,
        lastName: update.lastName,
        email: update.email,
        role: update.role,
        isRegistered: update.isRegistered,
        referralCode,
      };
      const after: Editable = { ...fields, ...shownAfter };
      const changed = (Object.keys(FIELD_LABELS) as (keyof Editable)[]).filter(
        (field) => before[field] !== after[field],
      );
      if (changed.length === 0) {
        const [user] = await toManagedUsers(tx, [row]);
        if (!user) throw userNotFound();
        return user;
      }

      const updated = await updateAccountFields(tx, userId, fields, at);
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
