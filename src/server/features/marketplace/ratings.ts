import { and, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { msg } from '../../../shared/i18n/msg';
import type { CourseDetail } from '../../../shared/marketplace/courses';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getCourse } from './courses';
import { courseRatings, purchases } from './tables';

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
  await db.transaction(async (tx) => {
    // FOR SHARE on the purchase: a refund (which locks it FOR UPDATE and removes the rating) either
    // waits for this rating or is seen here, so a refunded buyer's stars never stay.
    const [purchase] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.courseId, courseId), eq(purchases.userId, rater.id), eq(purchases.status, 'completed')))
      .for('share');
    if (!purchase) {
      throw new AppError('not_a_buyer', {
        status: 403,
        message: msg('Only students who bought this course can rate it.'),
      });
    }
    await tx
      .insert(courseRatings)
      .values({ courseId, userId: rater.id, stars, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [courseRatings.courseId, courseRatings.userId],
        set: { stars, updatedAt: sql`excluded.updated_at` },
      });
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
