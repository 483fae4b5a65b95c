import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { ClassBody, ClassDetail, ClassList, ClassSummary } from '../../../shared/classes/schemas';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { findUserContacts, findUserNames } from '../account/service';
import { countAssignments, listAssignmentSummaries } from './assignments';
import { type ClassRow, findManagedClass } from './class-access';
import { classArchived, memberNotFound } from './errors';
import { newJoinCode } from './join-code';
import { classes, classInvitations, classMembers } from './tables';

/**
 * An instructor's classes (issue 28 item 5): create, rename, archive, list, read one, change the
 * join code, remove a student. Her own classes only; an admin's list and reads reach every class.
 */

/** Creates a class for `user` (an instructor or admin) with a fresh join code. */
export async function createClass(db: Database, user: AccountUser, body: ClassBody): Promise<ClassSummary> {
  const [row] = await db
    .insert(classes)
    .values({ name: body.name, instructorId: user.id, joinCode: await uniqueJoinCode(db) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return (await summarize(db, [row]))[0] as ClassSummary;
}

/** GET /api/classes: her classes (an admin: every class), open ones first, newest first. */
export async function listClasses(db: Database, user: AccountUser): Promise<ClassList> {
  const rows = await db
    .select()
    .from(classes)
    .where(can(user, 'adminFeatures') ? undefined : eq(classes.instructorId, user.id))
    .orderBy(desc(classes.createdAt));
  const open = rows.filter((row) => !row.archivedAt);
  const archived = rows.filter((row) => row.archivedAt);
  return { classes: await summarize(db, [...open, ...archived]) };
}

/** GET /api/classes/:classId: the class with its members, invitations and live assignments. Error: 404 class_not_found. */
export async function getClassDetail(
  db: Database,
  user: AccountUser,
  classId: string,
  now: Date,
): Promise<ClassDetail> {
  const row = await findManagedClass(db, user, classId);
  const members = await db
    .select()
    .from(classMembers)
    .where(eq(classMembers.classId, classId))
    .orderBy(asc(classMembers.createdAt));
  const contacts = await findUserContacts(db, [row.instructorId, ...members.map((member) => member.userId)]);
  const invitations = await db
    .select()
    .from(classInvitations)
    .where(eq(classInvitations.classId, classId))
    .orderBy(desc(classInvitations.createdAt));
  return {
    id: row.id,
    name: row.name,
    joinCode: row.joinCode,
    instructorName: contacts.get(row.instructorId)?.name ?? '',
    archivedAt: row.archivedAt?.toISOString() ?? null,
    members: members
      .map((member) => ({ member, contact: contacts.get(member.userId) }))
      .filter(({ contact }) => contact && !contact.deleted)
      .map(({ member, contact }) => ({
        userId: member.userId,
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        joinedAt: member.createdAt.toISOString(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      invitedAt: invitation.createdAt.toISOString(),
      acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
    })),
    assignments: await listAssignmentSummaries(db, classId, now),
  };
}

/** Renames a class. Errors: 404 class_not_found; 409 class_archived. */
export async function renameClass(db: Database, user: AccountUser, classId: string, body: ClassBody, now: Date) {
  const row = await findManagedClass(db, user, classId);
  if (row.archivedAt) throw classArchived();
  const [updated] = await db
    .update(classes)
    .set({ name: body.name, updatedAt: now })
    .where(eq(classes.id, classId))
    .returning();
  return (await summarize(db, [updated ?? row]))[0] as ClassSummary;
}

/**
 * Archives a class: students no longer see it nor its assignments, its code joins nothing, its
 * results stay readable. Archiving twice is harmless. Error: 404 class_not_found.
 */
export async function archiveClass(db: Database, user: AccountUser, classId: string, now: Date): Promise<ClassSummary> {
  const row = await findManagedClass(db, user, classId);
  const [updated] = row.archivedAt
    ? [row]
    : await db.update(classes).set({ archivedAt: now, updatedAt: now }).where(eq(classes.id, classId)).returning();
  return (await summarize(db, [updated ?? row]))[0] as ClassSummary;
}

/** Gives the class a new join code (the old one joins nothing any more). Errors: 404 class_not_found; 409 class_archived. */
export async function regenerateJoinCode(db: Database, user: AccountUser, classId: string, now: Date) {
  const row = await findManagedClass(db, user, classId);
  if (row.archivedAt) throw classArchived();
  const [updated] = await db
    .update(classes)
    .set({ joinCode: await uniqueJoinCode(db), updatedAt: now })
    .where(eq(classes.id, classId))
    .returning();
  return (await summarize(db, [updated ?? row]))[0] as ClassSummary;
}

/**
 * Removes a student from the class: her attempts stay hers, but the class's results no longer show
 * her. Errors: 404 class_not_found, class_member_not_found.
 */
export async function removeMember(db: Database, user: AccountUser, classId: string, userId: string): Promise<void> {
  await findManagedClass(db, user, classId);
  const removed = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  if (removed.length === 0) throw memberNotFound();
}

/** A join code no class has yet. */
async function uniqueJoinCode(db: Database): Promise<string> {
  for (;;) {
    const code = newJoinCode();
    const [taken] = await db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, code));
    if (!taken) return code;
  }
}

/** The list's view of `rows`, in their order. */
async function summarize(db: Database, rows: ClassRow[]): Promise<ClassSummary[]> {
  const ids = rows.map((row) => row.id);
  const memberCounts =
    ids.length === 0
      ? []
      : await db
          .select({ classId: classMembers.classId, total: count() })
          .from(classMembers)
          .where(inArray(classMembers.classId, ids))
          .groupBy(classMembers.classId);
  const members = new Map(memberCounts.map((row) => [row.classId, row.total]));
  const assignments = await countAssignments(db, ids);
  const names = await findUserNames(
    db,
    rows.map((row) => row.instructorId),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    joinCode: row.joinCode,
    instructorName: names.get(row.instructorId) ?? '',
    memberCount: members.get(row.id) ?? 0,
    assignmentCount: assignments.get(row.id) ?? 0,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
