import { and, eq, isNull } from 'drizzle-orm';
import { STUDENT_NOT_FOUND } from '../../../shared/student-services/tracking';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { users } from '../auth/tables';

/** Whose timeline it is: the account's id, full name, email and creation time (ISO 8601). */
export interface TimelineStudent {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** 404 student_not_found with STUDENT_NOT_FOUND. */
export function studentNotFound(): AppError {
  return new AppError('student_not_found', { status: 404, message: STUDENT_NOT_FOUND });
}

/**
 * The account `userId` as its timeline names it, or null when there is none or an admin deleted it
 * (issue 12). No account service answers the creation date, so this reads the users table (one
 * row, by primary key).
 */
export async function findTimelineStudent(db: Database, userId: string): Promise<TimelineStudent | null> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}
