import { and, count, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { RECENT_SALES_SHOWN, type TrainerDashboard } from '../../../shared/marketplace/trainer-dashboard';
import type { Database } from '../../db/client';
import { figureAdjustmentsOf } from '../account/service';
import { toCourses } from './course-views';
import { getTrainerRevenue } from './insight/revenue';
import { earningsOf, trainerEarningsByCourse } from './ledger';
import { courseRatings, courses, ledgerEntries, purchases } from './tables';

/**
 * The trainer dashboard's figures (spec §2 "Trainer dashboard"), computed from records at `now`:
 * earnings from the ledger (sales shares and referral fees, pending and available apart), courses
 * created, courses sold and total students from courses and completed purchases (courses created
 * and sold plus an admin's adjustments, issue 12; never below 0), the average of
 * every buyer's rating of the trainer's courses, every course with what it earned, and the 5 most
 * recent completed sales with the trainer's share and the referral code used; her revenue by month
 * and by product with refunds apart (issue 27 item 5, getTrainerRevenue).
 */
export async function getTrainerDashboard(db: Database, trainer: AccountUser, now: Date): Promise<TrainerDashboard> {
  const [earnings, salesEarnings, referralEarnings, courseRows, [sold], [rating], earnedByCourse, recent, adjusted] =
    await Promise.all([
      earningsOf(db, trainer.id, now),
      earningsOf(db, trainer.id, now, ['trainer']),
      earningsOf(db, trainer.id, now, ['referrer']),
      db
        .select()
        .from(courses)
        .where(eq(courses.trainerId, trainer.id))
        .orderBy(desc(courses.createdAt), desc(courses.id)),
      db
        .select({ sales: count(), students: countDistinct(purchases.userId) })
        .from(purchases)
        .where(
          and(eq(purchases.trainerId, trainer.id), eq(purchases.itemKind, 'course'), eq(purchases.status, 'completed')),
        ),
      db
        .select({
          average: sql<number | null>`round(avg(${courseRatings.stars}), 1)::float8`,
          total: count(),
        })
        .from(courseRatings)
        .innerJoin(courses, eq(courses.id, courseRatings.courseId))
        // A hidden review's stars do not count (issue 27 item 7).
        .where(and(eq(courses.trainerId, trainer.id), isNull(courseRatings.hiddenAt))),
      trainerEarningsByCourse(db, trainer.id),
      db
        .select({
          purchaseId: purchases.id,
          courseTitle: courses.title,
          purchasedAt: purchases.purchasedAt,
          referralCode: purchases.referralCode,
          share: ledgerEntries.amountCents,
        })
        .from(purchases)
        .innerJoin(courses, eq(courses.id, purchases.courseId))
        .innerJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.purchaseId, purchases.id),
            eq(ledgerEntries.party, 'trainer'),
            eq(ledgerEntries.entryType, 'sale'),
          ),
        )
        .where(and(eq(purchases.trainerId, trainer.id), eq(purchases.status, 'completed')))
        .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
        .limit(RECENT_SALES_SHOWN),
      figureAdjustmentsOf(db, trainer.id),
    ]);
  const [courseViews, revenue] = await Promise.all([
    toCourses(db, courseRows, trainer.id),
    getTrainerRevenue(db, trainer.id, now),
  ]);
  return {
    referralCode: trainer.referralCode,
    earnings,
    salesEarningsCents: salesEarnings.totalCents,
    referralEarningsCents: referralEarnings.totalCents,
    coursesCreated: Math.max(0, courseRows.length + adjusted.coursesCreated),
    coursesSold: Math.max(0, (sold?.sales ?? 0) + adjusted.coursesSold),
    totalStudents: sold?.students ?? 0,
    averageRating: rating?.average ?? null,
    ratingCount: rating?.total ?? 0,
    courses: courseViews.map((course) => ({ ...course, earnedCents: earnedByCourse.get(course.id) ?? 0 })),
    recentSales: recent.map((sale) => ({
      purchaseId: sale.purchaseId,
      courseTitle: sale.courseTitle,
      purchasedAt: sale.purchasedAt.toISOString(),
      trainerShareCents: sale.share,
      referralCode: sale.referralCode,
    })),
    revenue,
  };
}
