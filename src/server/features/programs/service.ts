import { eq } from 'drizzle-orm';
import type { Enrolment } from '../../../shared/student-services/programs';
import type { Database } from '../../db/client';
import { programEnrolments } from './tables';

/** The enrolment of `userId` (its programme and when they chose it), or null before they choose one. */
export async function findEnrolment(db: Database, userId: string): Promise<Enrolment | null> {
  const [row] = await db
    .select({ programId: programEnrolments.programId, enrolledAt: programEnrolments.enrolledAt })
    .from(programEnrolments)
    .where(eq(programEnrolments.userId, userId));
  return row ? { programId: row.programId, enrolledAt: row.enrolledAt.toISOString() } : null;
}
