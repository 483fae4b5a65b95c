import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type {
  TrainerApplication,
  trainerApplicationDecisionSchema,
} from '../../../shared/trainer-applications/applications';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/query-text';
import { lockActiveAccountRow, uniqueReferralCode, updateAccountFields } from '../account/service';
import { recordAudit } from '../audit/service';
import { staffCannotApply, toApplications } from './applications';
import { trainerApplications } from './tables';

type DecisionInput = z.output<typeof trainerApplicationDecisionSchema>;

/** The 404 of an application that does not exist. */
const applicationNotFound = () =>
  new AppError('trainer_application_not_found', {
    status: 404,
    message: msg('This application does not exist. Reload the list of applications.'),
  });

/**
 * `admin` decides the pending application `applicationId` at `at` (issue 23). Approval grants the
 * applicant the trainer role through the account's own functions (a student becomes a trainer, with
 * a referral code if they had none; a trainer keeps their role); a decline
 * carries the admin's comment. The decision and its audit entry `trainer_application.decided`
 * (who decided, the status and role before and after, the comment as the reason) are written in
 * one transaction, the application and the account locked.
 * Errors, nothing changed: 404 no such application; 409 `trainer_application_not_pending`
 * ('This application was already {approved|declined}.'); 409 `applicant_deleted` when the
 * applicant's account was deleted meanwhile; 409 `staff_cannot_apply` (STAFF_CANNOT_APPLY) when
 * approving an applicant who is now an instructor or admin (a decline is still allowed).
 */
export async function decideApplication(
  db: Database,
  { applicationId, admin, body }: { applicationId: string; admin: AccountUser; body: DecisionInput },
  at: Date,
): Promise<TrainerApplication> {
  if (!isUuid(applicationId)) throw applicationNotFound();
  const row = await db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(trainerApplications)
      .where(eq(trainerApplications.id, applicationId))
      .for('update');
    if (!application) throw applicationNotFound();
    if (application.status !== 'pending') {
      throw new AppError('trainer_application_not_pending', {
        status: 409,
        message:
          application.status === 'approved'
            ? msg('This application was already approved.')
            : msg('This application was already declined.'),
      });
    }
    const account = await lockActiveAccountRow(tx, application.userId);
    if (!account) {
      throw new AppError('applicant_deleted', {
        status: 409,
        message: msg("The applicant's account was deleted, so the application cannot be decided."),
      });
    }
    const approve = body.decision === 'approved';
    // Approval would replace an instructor's or admin's role (and their tools) with the trainer's:
    // their role may have changed since they applied, so it is checked again now.
    if (approve && (account.role === 'instructor' || account.role === 'admin')) throw staffCannotApply();
    const becomesTrainer = approve && account.role === 'student';
    if (becomesTrainer) {
      await updateAccountFields(
        tx,
        account.id,
        {
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          role: 'trainer',
          isRegistered: account.isRegistered,
          referralCode: account.referralCode ?? (await uniqueReferralCode(tx)),
        },
        at,
      );
    }
    const comment = body.comment || null;
    const [decided] = await tx
      .update(trainerApplications)
      .set({ status: body.decision, decidedById: admin.id, decidedAt: at, decisionComment: comment, updatedAt: at })
      .where(and(eq(trainerApplications.id, applicationId), eq(trainerApplications.status, 'pending')))
      .returning();
    if (!decided) throw applicationNotFound();
    const roleAfter = becomesTrainer ? 'trainer' : account.role;
    const name = `${account.firstName} ${account.lastName}`.trim();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'trainer_application.decided',
      subjectType: 'trainer_application',
      subjectId: decided.id,
      subjectUserId: account.id,
      summary: approve
        ? `Approved the trainer application of ${name}: role ${account.role} -> ${roleAfter}`
        : `Declined the trainer application of ${name}`,
      before: { status: 'pending', role: account.role },
      after: { status: decided.status, role: roleAfter },
      reason: comment,
      at,
    });
    return decided;
  });
  const [application] = await toApplications(db, [row]);
  if (!application) throw applicationNotFound();
  return application;
}
