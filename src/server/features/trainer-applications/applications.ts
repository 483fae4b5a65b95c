import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import { can } from '../../../shared/roles';
import type {
  TrainerApplication,
  TrainerApplicationFilter,
  trainerApplicationBodySchema,
} from '../../../shared/trainer-applications/applications';
import { STAFF_CANNOT_APPLY } from '../../../shared/trainer-applications/applications';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserContacts, lockActiveAccountRow } from '../account/service';
import { trainerApplications } from './tables';

/*
 * Applications to become a trainer (issue 23): a user without the trainer tools applies and reads
 * their latest application; admins list them (decide.ts decides).
 */

export type ApplicationRow = typeof trainerApplications.$inferSelect;
type ApplicationInput = z.output<typeof trainerApplicationBodySchema>;

/** At most this many applications per list answer, newest first. */
const LIST_LIMIT = 500;

const newestFirst = [desc(trainerApplications.createdAt), desc(trainerApplications.id)] as const;

/** The 409 of a second application while one is pending. */
export function applicationPending(): AppError {
  return new AppError('trainer_application_pending', {
    status: 409,
    message: msg('You already have an application under review. You will see the decision on this page.'),
  });
}

/** The 409 of an instructor or admin applying (their role's tools would be lost to the trainer role). */
export function staffCannotApply(): AppError {
  return new AppError('staff_cannot_apply', { status: 409, message: STAFF_CANNOT_APPLY });
}

/** Application rows as the API shows them: the applicant's and the deciding admin's names. Order kept. */
export async function toApplications(db: Database, rows: readonly ApplicationRow[]): Promise<TrainerApplication[]> {
  const contacts = await findUserContacts(
    db,
    rows.flatMap((row) => (row.decidedById ? [row.userId, row.decidedById] : [row.userId])),
  );
  return rows.map((row) => {
    const applicant = contacts.get(row.userId);
    return {
      id: row.id,
      userId: row.userId,
      applicantName: applicant?.name ?? 'Deleted user',
      applicantEmail: applicant && !applicant.deleted ? applicant.email : '',
      qualifications: row.qualifications,
      experience: row.experience,
      note: row.note,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
      decidedByName: row.decidedById ? (contacts.get(row.decidedById)?.name ?? 'Deleted user') : null,
      decisionComment: row.decisionComment,
    };
  });
}

/** PostgreSQL's unique_violation on `constraint` (drizzle may wrap it in `cause`). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

/**
 * `user` applies to become a trainer at `at`: a pending application. The account row is locked
 * while it is checked, so two applications at once are decided one after the other (the partial
 * unique index is the last word). Errors, nothing stored: 409 `already_trainer` ('You already
 * have the trainer tools: open them from the menu.') for trainers; 409 `staff_cannot_apply`
 * (STAFF_CANNOT_APPLY) for instructors and admins; 409
 * `trainer_application_pending` while one is pending; 404 `user_not_found` for a deleted account.
 */
export async function submitApplication(
  db: Database,
  user: AccountUser,
  body: ApplicationInput,
  at: Date,
): Promise<TrainerApplication> {
  if (user.role === 'instructor' || user.role === 'admin') throw staffCannotApply();
  if (can(user, 'trainerTools')) {
    throw new AppError('already_trainer', {
      status: 409,
      message: msg('You already have the trainer tools: open them from the menu.'),
    });
  }
  try {
    const row = await db.transaction(async (tx) => {
      const account = await lockActiveAccountRow(tx, user.id);
      if (!account) {
        throw new AppError('user_not_found', { status: 404, message: msg('This account no longer exists.') });
      }
      const [pending] = await tx
        .select({ id: trainerApplications.id })
        .from(trainerApplications)
        .where(and(eq(trainerApplications.userId, user.id), eq(trainerApplications.status, 'pending')));
      if (pending) throw applicationPending();
      const [inserted] = await tx
        .insert(trainerApplications)
        .values({ ...body, userId: user.id, status: 'pending', createdAt: at, updatedAt: at })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('insert returned no application');
    const [application] = await toApplications(db, [row]);
    if (!application) throw new Error('no application');
    return application;
  } catch (error) {
    if (isUniqueViolation(error, 'trainer_applications_one_pending_idx')) throw applicationPending();
    throw error;
  }
}

/** The latest application of `userId`, or null: what the trainer tools' pages show them. */
export async function findMyApplication(db: Database, userId: string): Promise<TrainerApplication | null> {
  const rows = await db
    .select()
    .from(trainerApplications)
    .where(eq(trainerApplications.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  const [application] = await toApplications(db, rows);
  return application ?? null;
}

/** Every application with `status` (all: any), newest first (at most 500), for admins. */
export async function listApplications(db: Database, status: TrainerApplicationFilter): Promise<TrainerApplication[]> {
  const rows = await db
    .select()
    .from(trainerApplications)
    .where(status === 'all' ? undefined : eq(trainerApplications.status, status))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return toApplications(db, rows);
}
