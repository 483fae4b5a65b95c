import { eq } from 'drizzle-orm';
import type { AccountUser } from '../../../shared/account/user';
import { maxQuestions, type RoleHolder } from '../../../shared/roles';
import {
  countPerLocalDay,
  daysFrom,
  heatMapStart,
  isPracticeExamDay,
  nextPracticeExamDay,
  practiceItems,
  studyStreak,
  weakestCategories,
} from '../../../shared/study-plan/rules';
import { type Activity, EXAM_DATE_IN_PAST, type TodayPlan } from '../../../shared/study-plan/study-plan';
import { addDays, daysBetween, localDay } from '../../../shared/time/local-day';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findActiveAccountRow, getSettings } from '../account/service';
import { attemptActivitySince, clientNeedRecords, PRACTICE_EXAM_KINDS, practiceExamsSubmitted } from '../exams/service';
import { cardsDuePerDay, countCardsForToday, retentionPerWeek, reviewsPerDay } from '../flashcards/service';
import { scheduledExamDate } from '../tracking/service';
import { studyPlans } from './tables';

/**
 * The study-plan feature's public module (issue 25 item 5): a student's exam date, her plan for
 * her local today and whether it is done, her streak and study activity, and `planStatus` for the
 * reminders. Other features import this feature only through this module.
 */

/** Where a student stands with her plan on her local day of `now`. */
export interface PlanStatus {
  /** Her exam date (YYYY-MM-DD), set by her or from the application timeline; null when none. */
  examDate: string | null;
  /** True when yesterday's or today's planned work (due cards, practice set) is not done by now. */
  behind: boolean;
  /** The local day of the next planned practice exam (adaptive or full), null when none is planned. */
  nextPracticeExamDay: string | null;
}

/** Days of activity read back for the streak beyond the heat map (a longer streak is cut at this length). */
const STREAK_LOOKBACK_DAYS = 366;
/** Days the chart of cards due covers, today first. */
const DUE_DAYS = 30;
/** Weeks of the retention chart. */
const RETENTION_WEEKS = 12;

const isPracticeExam = (kind: string) => (PRACTICE_EXAM_KINDS as readonly string[]).includes(kind);

/** The exam date she set herself, null when none. */
async function studentExamDate(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ examDate: studyPlans.examDate })
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId));
  return row?.examDate ?? null;
}

/**
 * Her exam date and where it comes from: the date she set (`student`), else the application
 * timeline's "Exam scheduled" step (`timeline`, scheduledExamDate), else none.
 */
export async function resolveExamDate(
  db: Database,
  userId: string,
): Promise<{ examDate: string | null; source: 'student' | 'timeline' | 'none'; studentExamDate: string | null }> {
  const own = await studentExamDate(db, userId);
  if (own) return { examDate: own, source: 'student', studentExamDate: own };
  const scheduled = await scheduledExamDate(db, userId);
  if (scheduled) return { examDate: scheduled, source: 'timeline', studentExamDate: null };
  return { examDate: null, source: 'none', studentExamDate: null };
}

/**
 * PUT /api/study-plan/exam-date: sets `userId`'s exam date to `examDate` (YYYY-MM-DD) or clears
 * it (null or ''). Errors: 400 exam_date_in_past (EXAM_DATE_IN_PAST) for a day before her local
 * today in her time zone setting at `now` (issue 25 "Bad input"); nothing is saved then.
 */
export async function setExamDate(db: Database, userId: string, examDate: string | null, now: Date): Promise<void> {
  const date = examDate || null;
  if (date !== null) {
    const { timezone } = await getSettings(db, userId);
    if (date < localDay(now, timezone)) {
      throw new AppError('exam_date_in_past', { status: 400, message: EXAM_DATE_IN_PAST });
    }
  }
  await db
    .insert(studyPlans)
    .values({ userId, examDate: date })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { examDate: date, updatedAt: now } });
}

/** The facts a day's plan is computed from. */
interface PlanFacts {
  today: string;
  examDate: string | null;
  daysToExam: number | null;
  /** Practice items of the plan on `today` (practiceItems). */
  items: number;
  /** Items answered in practice attempts (not practice exams) submitted per local day. */
  practicePerDay: Map<string, number>;
  /** The latest local days with a practice exam submitted, newest first. */
  examDays: string[];
}

/** The items answered per local day: `all` attempts (for the heat map) and practice sets submitted (for the plan). */
async function answeredPerDay(db: Database, userId: string, since: Date, timeZone: string) {
  const attempts = await attemptActivitySince(db, userId, since);
  return {
    all: countPerLocalDay(
      attempts.map((attempt) => ({ at: attempt.at, count: attempt.answered })),
      timeZone,
    ),
    practice: countPerLocalDay(
      attempts
        .filter((attempt) => attempt.submitted && !isPracticeExam(attempt.kind))
        .map((attempt) => ({ at: attempt.at, count: attempt.answered })),
      timeZone,
    ),
  };
}

/** The plan's facts for `userId` on her local day of `now` in `timeZone`, with her cap per test `cap`. */
async function planFacts(db: Database, userId: string, now: Date, timeZone: string, cap: number) {
  const today = localDay(now, timeZone);
  const { examDate, source, studentExamDate } = await resolveExamDate(db, userId);
  const daysToExam = examDate === null ? null : daysBetween(today, examDate);
  // Two days back, so yesterday's whole local day is in, whatever the zone.
  const answered = await answeredPerDay(db, userId, new Date(now.getTime() - 3 * 86_400_000), timeZone);
  const examDays = (await practiceExamsSubmitted(db, userId, 2)).map((at) => localDay(at, timeZone));
  const facts: PlanFacts = {
    today,
    examDate,
    daysToExam,
    items: practiceItems(daysToExam, cap),
    practicePerDay: answered.practice,
    examDays,
  };
  return { facts, source, studentExamDate };
}

/** The plan's exam date for the cadence: none once it has passed (a default plan then). */
const cadenceDate = (facts: PlanFacts) => (facts.daysToExam !== null && facts.daysToExam >= 0 ? facts.examDate : null);

/** Whether a practice exam is planned on `facts.today`, and whether one was sat today; the next planned day. */
function examPart(facts: PlanFacts) {
  const done = facts.examDays[0] === facts.today;
  const lastBefore = facts.examDays.find((day) => day < facts.today) ?? null;
  const date = cadenceDate(facts);
  const plannedToday = isPracticeExamDay(facts.today, date, lastBefore);
  const nextDay = nextPracticeExamDay(facts.today, date, facts.examDays[0] ?? null);
  return { plannedToday, done, nextDay };
}

/** Whether the signed-in user may sit practice exams (adaptive and full exams need full access, spec §6). */
const examsAvailable = (user: RoleHolder) => user.isRegistered;

/**
 * GET /api/study-plan/today: `user`'s plan for her local today at `now` (issue 25 item 5), in her
 * time zone setting. Parts: the due cards (done when none is due); a practice set of `items`
 * (practiceItems) on her weakest 1-3 client-needs categories (weakestCategories), done once the
 * practice attempts (any but adaptive or full exams) she submitted today answered that many items;
 * a practice exam when the cadence plans one today (practiceExamInterval), done when she submitted
 * an adaptive or full exam today (one sat on a day not planned also shows as done). Also her streak.
 */
export async function getTodayPlan(db: Database, user: AccountUser, now: Date): Promise<TodayPlan> {
  const { timezone } = await getSettings(db, user.id);
  const { facts, source, studentExamDate } = await planFacts(db, user.id, now, timezone, maxQuestions(user));
  const [cards, records, streakDays] = await Promise.all([
    countCardsForToday(db, user.id, now, timezone),
    clientNeedRecords(db, user.id),
    studyDays(db, user.id, now, timezone, addDays(facts.today, -STREAK_LOOKBACK_DAYS)),
  ]);
  const available = examsAvailable(user);
  const exam = examPart(facts);
  const answeredToday = facts.practicePerDay.get(facts.today) ?? 0;
  const practiceDone = answeredToday >= facts.items;
  // Done when nothing is due and no new card of today's allowance waits (the queue is empty).
  const cardsDone = cards.due === 0 && cards.newAvailable === 0;
  const examPlanned = available && (exam.plannedToday || exam.done);
  const partsPlanned = 2 + (examPlanned ? 1 : 0);
  const partsDone = (cardsDone ? 1 : 0) + (practiceDone ? 1 : 0) + (examPlanned && exam.done ? 1 : 0);
  return {
    today: facts.today,
    timeZone: timezone,
    examDate: facts.examDate,
    examDateSource: source,
    studentExamDate,
    daysToExam: facts.daysToExam,
    cards: { done: cardsDone, ...cards },
    practice: {
      done: practiceDone,
      items: facts.items,
      answeredToday,
      categories: weakestCategories(records),
    },
    exam: {
      plannedToday: available && exam.plannedToday,
      done: exam.done,
      nextDay: available ? exam.nextDay : null,
      available,
    },
    partsDone,
    partsPlanned,
    streak: studyStreak(new Set(streakDays.keys()), facts.today),
  };
}

/** Her study per local day from `fromDay` to today: items answered in any attempt, cards reviewed; only days with some. */
async function studyDays(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  fromDay: string,
): Promise<Map<string, { items: number; cards: number }>> {
  // A day earlier than the first local day's midnight in any zone (UTC-12 to UTC+14).
  const since = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 86_400_000);
  const [answered, reviews] = await Promise.all([
    answeredPerDay(db, userId, since, timeZone),
    reviewsPerDay(db, userId, fromDay, timeZone),
  ]);
  const today = localDay(now, timeZone);
  const days = new Map<string, { items: number; cards: number }>();
  for (const [day, items] of answered.all) {
    if (day >= fromDay && day <= today) days.set(day, { items, cards: 0 });
  }
  for (const [day, cards] of reviews) {
    if (day < fromDay || day > today || cards <= 0) continue;
    days.set(day, { items: days.get(day)?.items ?? 0, cards });
  }
  return days;
}

/**
 * GET /api/study-plan/activity: `userId`'s heat map (every local day of the last HEAT_MAP_WEEKS
 * whole weeks, Monday first, to today, with items answered and cards reviewed), her cards due on
 * each of the next 30 days (cardsDuePerDay) and her retention per week (retentionPerWeek, percent
 * recalled rounded, null for a week without reviews), in her time zone setting at `now`.
 */
export async function getActivity(db: Database, userId: string, now: Date): Promise<Activity> {
  const { timezone } = await getSettings(db, userId);
  const today = localDay(now, timezone);
  const start = heatMapStart(today);
  const [days, due, retention] = await Promise.all([
    studyDays(db, userId, now, timezone, start),
    cardsDuePerDay(db, userId, now, timezone, DUE_DAYS),
    retentionPerWeek(db, userId, now, timezone, RETENTION_WEEKS),
  ]);
  return {
    today,
    days: daysFrom(start, today).map((day) => ({
      day,
      items: days.get(day)?.items ?? 0,
      cards: days.get(day)?.cards ?? 0,
    })),
    duePerDay: due,
    retention: retention.map((week) => ({
      ...week,
      percent: week.reviews > 0 ? Math.round((week.recalled / week.reviews) * 100) : null,
    })),
  };
}

/**
 * The plan status of `userId` in `timeZone` at `now` (the reminders' contract, issue 25 item 6).
 * `behind`: yesterday's practice set was not done (fewer practice items submitted yesterday than
 * that day's plan asked), or cards are due now and she reviewed none yesterday (the due cards
 * are piling up). A day before her plan had anything to measure is not counted: with no attempt and
 * no card ever, she is not behind. `nextPracticeExamDay` as the plan's exam part gives it.
 */
export async function planStatus(db: Database, userId: string, now: Date, timeZone: string): Promise<PlanStatus> {
  const account = await findActiveAccountRow(db, userId);
  const holder: RoleHolder = account
    ? { role: account.role, isRegistered: account.isRegistered }
    : { role: 'student', isRegistered: false };
  const { facts } = await planFacts(db, userId, now, timeZone, maxQuestions(holder));
  const yesterday = addDays(facts.today, -1);
  const yesterdayItems = practiceItems(facts.daysToExam === null ? null : facts.daysToExam + 1, maxQuestions(holder));
  const [cards, reviews, history] = await Promise.all([
    countCardsForToday(db, userId, now, timeZone),
    reviewsPerDay(db, userId, yesterday, timeZone),
    clientNeedRecords(db, userId),
  ]);
  const started = history.length > 0 || cards.due > 0 || cards.reviewedToday > 0 || reviews.size > 0;
  const practiceBehind = (facts.practicePerDay.get(yesterday) ?? 0) < yesterdayItems;
  const cardsBehind = cards.due > 0 && (reviews.get(yesterday) ?? 0) === 0;
  const exam = examPart(facts);
  return {
    examDate: facts.examDate,
    behind: started && (practiceBehind || cardsBehind),
    nextPracticeExamDay: examsAvailable(holder) ? exam.nextDay : null,
  };
}
