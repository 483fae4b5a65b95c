import { and, eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { can } from '../../../shared/roles';
import type { Database } from '../../db/client';
import { classNotFound } from './errors';
import { classes, classMembers } from './tables';

export type ClassRow = typeof classes.$inferSelect;

/**
 * The class `classId` for `user` to manage or read results of (issue 28 item 5: "Data of a class is
 * visible to its instructors and admins only"): its instructor, or an admin. Error: 404
 * class_not_found for anyone else and for an unknown id.
 */
export async function findManagedClass(db: Database, user: AccountUser, classId: string): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId));
  if (!row || (row.instructorId !== user.id && !can(user, 'adminFeatures'))) throw classNotFound();
  return row;
}

/** True when `userId` is a current member of `classId`. */
export async function isMember(db: Database, classId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return row !== undefined;
}

/** The ids of the current members of `classId`. */
export async function memberIds(db: Database, classId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(eq(classMembers.classId, classId));
  return rows.map((row) => row.userId);
}
