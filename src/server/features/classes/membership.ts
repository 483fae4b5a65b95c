import { and, eq, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { JoinBody, JoinedClass } from '../../../shared/classes/schemas';
import type { Database } from '../../db/client';
import { isMember } from './class-access';
import { classCodeUnknown, classNotFound } from './errors';
import { markInvitationsAccepted } from './invitations';
import { normalizeJoinCode } from './join-code';
import { classes, classMembers } from './tables';

/** Adds `user` to `classId` (already a member: nothing changes) and marks her invitations to it accepted. */
export async function addMember(db: Database, classId: string, user: AccountUser, now: Date): Promise<void> {
  await db
    .insert(classMembers)
    .values({ classId, userId: user.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  await markInvitationsAccepted(db, user, [classId], now);
}

/**
 * A student joins the class whose join code is `body.code` (case, spaces and hyphens forgiven).
 * Joining again is harmless. Error: 400 class_code_unknown (no open class has it). The route lets
 * students only (others 403).
 */
export async function joinByCode(db: Database, user: AccountUser, body: JoinBody, now: Date): Promise<JoinedClass> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.joinCode, normalizeJoinCode(body.code)), isNull(classes.archivedAt)));
  if (!row) throw classCodeUnknown();
  await addMember(db, row.id, user, now);
  return { classId: row.id, className: row.name };
}

/** A student leaves a class: its results no longer show her. Error: 404 class_not_found when she is not in it. */
export async function leaveClass(db: Database, user: AccountUser, classId: string): Promise<void> {
  if (!(await isMember(db, classId, user.id))) throw classNotFound();
  await db.delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.userId, user.id)));
}
