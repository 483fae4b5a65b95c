import { sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import type { CourseDetail } from '../../../shared/marketplace/courses';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getCourse } from './courses';
import { hasPurchased } from './purchases';
import { courseRatings } from './tables';

/**
 * Sets `rater`'s rating of a course to `stars` (1-5): one rating per buyer per course, which they
 * may change. Only a buyer with a completed purchase may rate. Returns the course with its new
 * average. Errors: 404 no such course; 403 `not_a_buyer`.
 */
export async function rateCourse(
  db: Database,
  { courseId, rater, stars }: { courseId: string; rater: AccountUser; stars: number },
  at: Date,
): Promise<CourseDetail> {
  await getCourse(db, courseId, rater);
  if (!(await hasPurchased(db, rater.id, courseId))) {
    throw new AppError('not_a_buyer', { status: 403, message: 'Only students who bought this course can rate it.' });
  }
  await db
    .insert(courseRatings)
    .values({ courseId, userId: rater.id, stars, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [courseRatings.courseId, courseRatings.userId],
      set: { stars, updatedAt: sql`excluded.updated_at` },
    });
  return getCourse(db, courseId, rater);
}

/** Records ratings of buyers at once (the demo data's); the caller vouches that each rater bought the course. */
export async function recordRatings(
  db: Database,
  ratings: readonly { courseId: string; userId: string; stars: number; at: Date }[],
): Promise<void> {
  if (ratings.length === 0) return;
  await db
    .insert(courseRatings)
    .values(ratings.map(({ at, ...rating }) => ({ ...rating, createdAt: at, updatedAt: at })));
}
