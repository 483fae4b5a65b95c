import type { AccountUser } from '../../../shared/account/user';
import { CANNOT_DELETE_SELF, LAST_ADMIN_DELETE } from '../../../shared/user-management/users';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { anonymiseAccount, deleteAccountData, lockActiveAccountRow, lockAdmins } from '../account/service';
import { recordAudit } from '../audit/service';
import { revokeAccess } from '../auth/service';
import { anonymiseBoardAuthor } from '../board/service';
import { deleteStudentDocuments } from '../documents/service';
import { unpublishTrainerCourses } from '../marketplace/service';
import { cancelSessionsOfDeletedTrainer } from '../trainer-sessions/service';
import { assertStillAdmin, userNotFound } from './user-errors';

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
    const row = await lockActiveAccountRow(tx, userId);
    if (!row) throw userNotFound();
    if (row.role === 'admin' && admins.length <= 1) {
      throw new AppError('last_admin_delete', { status: 409, message: LAST_ADMIN_DELETE });
    }
    assertStillAdmin(admins, admin);
    await anonymiseAccount(tx, userId, at);
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
