import { z } from 'zod/mini';
import { courseSchema } from './courses';
import { trainerRevenueSchema } from './insight';
import { earningsSchema } from './purchases';

/** How many recent sales the trainer dashboard lists (spec §9). */
export const RECENT_SALES_SHOWN = 5;

/** One of the trainer's courses, with what it earned them (their 80% shares, less refunds), in cents. */
const trainerCourseSchema = z.extend(courseSchema, { earnedCents: z.int() });
export type TrainerCourse = z.infer<typeof trainerCourseSchema>;

/** A recent completed sale of one of the trainer's courses (spec §2 "Trainer dashboard"). */
const recentSaleSchema = z.object({
  purchaseId: z.string(),
  courseTitle: z.string(),
  purchasedAt: z.string(),
  trainerShareCents: z.int(),
  referralCode: z.nullable(z.string()),
});
export type RecentSale = z.infer<typeof recentSaleSchema>;

/**
 * GET /api/trainer/dashboard (spec §2 "Trainer dashboard"): the four cards' figures, computed from
 * courses, purchases, ratings and the ledger; the referral code; every course of the trainer,
 * newest first; the 5 most recent completed sales; the revenue by month and by product (issue 27 item 5).
 */
export const trainerDashboardSchema = z.object({
  referralCode: z.nullable(z.string()),
  /** Everything the trainer earned: sales shares and referral fees, less refunds. */
  earnings: earningsSchema,
  salesEarningsCents: z.int(),
  referralEarningsCents: z.int(),
  coursesCreated: z.int(),
  /** Completed (not refunded) purchases of the trainer's courses. */
  coursesSold: z.int(),
  /** Distinct buyers with a completed purchase of one of the trainer's courses. */
  totalStudents: z.int(),
  /** The average of every rating of the trainer's courses (1-5), null when none. */
  averageRating: z.nullable(z.number()),
  ratingCount: z.int(),
  courses: z.array(trainerCourseSchema),
  recentSales: z.array(recentSaleSchema),
  /** Her revenue by month (trainer's time zone) and by product, with refunds apart (issue 27 item 5). */
  revenue: trainerRevenueSchema,
});
export type TrainerDashboard = z.infer<typeof trainerDashboardSchema>;
