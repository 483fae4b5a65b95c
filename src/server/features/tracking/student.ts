import { STUDENT_NOT_FOUND } from '../../../shared/tracking/tracking';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findUserContacts } from '../account/service';

/** Whose timeline it is: the account's id, full name, email and creation time (ISO 8601). */
interface TimelineStudent {
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
 * The account `userId` as its timeline names it (findUserContacts), or null when there is none or
 * an admin deleted it (issue 12).
 */
export async function findTimelineStudent(db: Database, userId: string): Promise<TimelineStudent | null> {
  const contact = (await findUserContacts(db, [userId])).get(userId);
  if (!contact || contact.deleted) return null;
  return { id: userId, name: contact.name, email: contact.email, createdAt: contact.createdAt.toISOString() };
}
