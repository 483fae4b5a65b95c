import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { isCalendarDate } from '../text';

/**
 * The study plan to the exam date (issue 25 item 5): the API's shapes and texts, shared by the
 * routes (validation, response schemas) and the dashboard's plan panel (the form and its answers).
 * Days are a student's local calendar days, `YYYY-MM-DD`, in her time zone setting.
 */

/** Issue 25 "Bad input": an exam date before the student's local today. */
export const EXAM_DATE_IN_PAST = msg('Choose an exam date from today onwards.');
const INVALID_DATE = msg('Enter a real date as YYYY-MM-DD.');

/**
 * Body of PUT /api/study-plan/exam-date: `examDate` a calendar date (YYYY-MM-DD) from the
 * student's local today onwards (the server checks the day), or '' or null to clear it (the plan
 * then takes the application timeline's "Exam scheduled" date, or none).
 */
export const examDateBodySchema = z.strictObject({
  examDate: z.nullable(
    z.string({ error: INVALID_DATE }).check(
      z.trim(),
      z.refine((text) => text === '' || isCalendarDate(text), INVALID_DATE),
    ),
  ),
});
export type ExamDateBody = z.input<typeof examDateBodySchema>;

/** Where the plan's exam date comes from: the student set it, the timeline's "Exam scheduled" step, or none. */
export const EXAM_DATE_SOURCES = ['student', 'timeline', 'none'] as const;
export type ExamDateSource = (typeof EXAM_DATE_SOURCES)[number];

const planPartSchema = z.object({
  /** Whether this part is done on her local today. */
  done: z.boolean(),
});

/**
 * Answer of GET /api/study-plan/today: her local `today`, the exam date and its source, the days
 * from today to it (0 on the day; null without a date, negative once it passed), and today's three
 * parts with whether each is done: the due `cards` (due now, reviewed today); the `practice` set of
 * `items` on `categories` (1 to 3 client-needs categories, weakest first; `answeredToday` items in
 * practice attempts submitted today); the practice `exam` (null when none is planned today, with
 * `nextDay` the next planned one). `streak`: consecutive study days ending today or yesterday.
 */
export const todayPlanSchema = z.object({
  today: z.string(),
  timeZone: z.string(),
  examDate: z.nullable(z.string()),
  examDateSource: z.enum(EXAM_DATE_SOURCES),
  studentExamDate: z.nullable(z.string()),
  daysToExam: z.nullable(z.number()),
  cards: z.object({ ...planPartSchema.shape, due: z.number(), newAvailable: z.number(), reviewedToday: z.number() }),
  practice: z.object({
    ...planPartSchema.shape,
    items: z.number(),
    answeredToday: z.number(),
    categories: z.array(z.object({ name: z.string(), percent: z.nullable(z.number()), asked: z.number() })),
  }),
  exam: z.object({
    plannedToday: z.boolean(),
    done: z.boolean(),
    nextDay: z.nullable(z.string()),
    /** Adaptive tests need full access (spec §6): false for an unregistered student, who gets no exam part. */
    available: z.boolean(),
  }),
  partsDone: z.number(),
  partsPlanned: z.number(),
  streak: z.object({ days: z.number(), studiedToday: z.boolean() }),
});
export type TodayPlan = z.infer<typeof todayPlanSchema>;

/**
 * Answer of GET /api/study-plan/activity: `days`, one per local day of the heat map (oldest first,
 * ending today) with the items answered plus cards reviewed; `duePerDay`, cards falling due on each
 * of the next 30 local days (today first, overdue counted today); `retention`, per local week
 * (Monday first) the reviews of learned cards and the share recalled (percent, null without reviews).
 */
export const activitySchema = z.object({
  today: z.string(),
  days: z.array(z.object({ day: z.string(), items: z.number(), cards: z.number() })),
  duePerDay: z.array(z.object({ day: z.string(), due: z.number() })),
  retention: z.array(
    z.object({ weekStart: z.string(), reviews: z.number(), recalled: z.number(), percent: z.nullable(z.number()) }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;
