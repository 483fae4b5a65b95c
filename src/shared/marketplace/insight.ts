import { z } from 'zod/mini';
import { courseParamsSchema } from './courses';
import type { SaleItemKind } from './purchases';

const SALE_ITEM_KINDS = ['course', 'session', 'video'] as const satisfies readonly SaleItemKind[];

/**
 * Trainer insight (issue 27 item 5): a trainer's revenue by month and by product, and per course
 * its buyers over time, its completion rate and the lessons learners stop at. Money in integer
 * cents; months are `YYYY-MM` in the trainer's time zone (her account setting, issue 25 item 7).
 */

/** How many months the revenue and buyers charts cover, the current month last (issue 27 item 5). */
export const INSIGHT_MONTHS = 12;

/** How many of the lessons learners stop at a course insight lists, the most first. */
export const STOP_LESSONS_SHOWN = 5;

/**
 * One month of the trainer's revenue: `earnedCents` her shares of the sales made that month
 * (positive), `refundedCents` the refunds made that month (the reversing ledger entries, so 0 or
 * negative) and `refunds` how many, `netCents` their sum.
 */
export const revenueMonthSchema = z.object({
  month: z.string(),
  earnedCents: z.int(),
  sales: z.int(),
  refundedCents: z.int(),
  refunds: z.int(),
  netCents: z.int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/**
 * One product the trainer sold (a course, a session or a video), over all time: her shares of its
 * sales, its refunds (0 or negative) and the net, which equals what the ledger holds for it.
 * `title` is the item's title at its latest sale (as the receipt keeps it).
 */
export const revenueProductSchema = z.object({
  kind: z.enum(SALE_ITEM_KINDS),
  itemId: z.string(),
  title: z.string(),
  earnedCents: z.int(),
  sales: z.int(),
  refundedCents: z.int(),
  refunds: z.int(),
  netCents: z.int(),
});
export type RevenueProduct = z.infer<typeof revenueProductSchema>;

/**
 * The trainer's revenue (issue 27 item 5), part of GET /api/trainer/dashboard: the last
 * INSIGHT_MONTHS months oldest first (every month present, 0 when nothing happened), and every
 * product with a sale, the highest net first. Only her shares of sales and their refunds: referral
 * fees, admins' adjustments and payouts are in the dashboard's cards, not here.
 */
export const trainerRevenueSchema = z.object({
  timeZone: z.string(),
  months: z.array(revenueMonthSchema),
  products: z.array(revenueProductSchema),
});
export type TrainerRevenue = z.infer<typeof trainerRevenueSchema>;

/** A lesson learners stop at: where it is in the curriculum (1-based overall number) and how many stop there. */
const stopLessonSchema = z.object({
  lessonId: z.string(),
  title: z.string(),
  sectionTitle: z.string(),
  number: z.int(),
  learners: z.int(),
});
export type StopLesson = z.infer<typeof stopLessonSchema>;

/**
 * GET /api/trainer/courses/:courseId/insight (issue 27 item 5), for the course's trainer or an admin:
 * - `buyersByMonth`: new buyers (completed, not refunded, purchases) per month over the last
 *   INSIGHT_MONTHS months in the trainer's time zone, oldest first; `buyers` all of them, ever.
 * - `lessons`: the lessons of the curriculum; `completedBuyers`: buyers who completed every one;
 *   `completionPercent`: completedBuyers / buyers, rounded to a whole percent (null with no buyer
 *   or no lesson).
 * - `notStarted`: buyers who have completed no lesson; `stopLessons`: for buyers who started but
 *   did not finish, the lesson they stop at (the lesson after the furthest lesson they completed,
 *   in curriculum order; when that was the last lesson, the first one they skipped), counted per
 *   lesson, the most first (at most STOP_LESSONS_SHOWN).
 */
export const courseInsightSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  timeZone: z.string(),
  buyers: z.int(),
  buyersByMonth: z.array(z.object({ month: z.string(), buyers: z.int() })),
  lessons: z.int(),
  completedBuyers: z.int(),
  completionPercent: z.nullable(z.int()),
  notStarted: z.int(),
  stopLessons: z.array(stopLessonSchema),
});
export type CourseInsight = z.infer<typeof courseInsightSchema>;

/** The path parameter of a course insight: the course's id (an id that names no course is a 404). */
export const courseInsightParamsSchema = courseParamsSchema;
