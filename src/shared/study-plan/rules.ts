import { CLIENT_NEEDS, CLIENT_NEEDS_PERCENT_RANGES, type ClientNeed } from '../exams/question-bank';
import { addDays, daysBetween, localDay } from '../time/local-day';

/**
 * The study plan's rules (issue 25 item 5), pure so they are tested on their own. Days are local
 * calendar days (`YYYY-MM-DD`) of the student's time zone; `daysToExam` counts from today to the
 * exam date (0 on the day itself).
 */

/** The practice set's size without an exam date, and with one more than 8 weeks away. */
export const PRACTICE_ITEMS_DEFAULT = 20;

/**
 * The items of the day's practice set: 20 a day without an exam date or more than 8 weeks out; 25
 * from 8 weeks out; 30 in the last 3 weeks (more as the date nears, issue 25 item 5), never more
 * than the student's cap per test (spec §6: 75 for a registered student, 10 for an unregistered one).
 */
export function practiceItems(daysToExam: number | null, maxQuestions: number): number {
  let items = PRACTICE_ITEMS_DEFAULT;
  if (daysToExam !== null && daysToExam >= 0) {
    if (daysToExam <= 21) items = 30;
    else if (daysToExam <= 56) items = 25;
  }
  return Math.min(items, maxQuestions);
}

/** Days before the exam with no practice exam: the last two (see practiceExamInterval). */
export const REST_DAYS_BEFORE_EXAM = 2;

/**
 * Days between practice exams (adaptive or full) on a day `daysToExam` from the exam, or null on
 * a day without one. Reasoning: a practice exam is long (85 to 150 items, up to 5 hours) and its
 * value is the review afterwards, so weekly is the sustainable cadence while the exam is far off
 * (more than 3 weeks, and without a date at all); in the last 3 weeks endurance and timing matter
 * most, so every 3 days (about six sittings); none in the last 2 days, which are for light review
 * and rest, as nursing-school NCLEX guides advise, so she arrives fresh.
 */
export function practiceExamInterval(daysToExam: number | null): number | null {
  if (daysToExam === null || daysToExam < 0) return 7;
  if (daysToExam <= REST_DAYS_BEFORE_EXAM) return null;
  if (daysToExam <= 21) return 3;
  return 7;
}

/**
 * Whether a practice exam is planned on `day`: none in the rest days; otherwise when she has sat
 * none before `day` (`lastExamDay` the latest local day before `day` with one submitted, null for
 * none) or the interval for `day` has passed since. The cadence follows what she did: an exam sat a
 * day late moves the next one.
 */
export function isPracticeExamDay(day: string, examDate: string | null, lastExamDay: string | null): boolean {
  const interval = practiceExamInterval(examDate === null ? null : daysBetween(day, examDate));
  if (interval === null) return false;
  return lastExamDay === null || daysBetween(lastExamDay, day) >= interval;
}

/**
 * The next local day from `today` (inclusive, unless one was done today) with a practice exam
 * planned, given the latest day one was submitted (`lastExamDay`, today's included), or null when
 * none falls before the exam (or in the next 60 days).
 */
export function nextPracticeExamDay(today: string, examDate: string | null, lastExamDay: string | null): string | null {
  const doneToday = lastExamDay === today;
  for (let offset = doneToday ? 1 : 0; offset <= 60; offset++) {
    const day = addDays(today, offset);
    if (examDate !== null && day > examDate) return null;
    if (isPracticeExamDay(day, examDate, lastExamDay)) return day;
  }
  return null;
}

/** One client-needs category's record in her submitted attempts: items asked, points earned of possible. */
export interface CategoryRecord {
  name: ClientNeed;
  asked: number;
  earned: number;
  possible: number;
}

/** Items asked in a category before its percent counts as a measure of her. */
export const MIN_ITEMS_FOR_MEASURE = 5;
/** A measured category under this percent of points is weak. */
export const WEAK_PERCENT = 75;

/**
 * The 1 to 3 client-needs categories of the day's practice, weakest first (issue 25 item 5): the
 * measured categories (at least MIN_ITEMS_FOR_MEASURE items asked) under WEAK_PERCENT of points,
 * lowest first; then, to make up three, the categories not yet measured, the test plan's heaviest
 * first (NCSBN's shares: what is unknown and weighs most is the next risk); if every category is
 * measured and strong, the single lowest. Ties keep the test plan's order.
 */
export function weakestCategories(
  records: readonly CategoryRecord[],
): Array<{ name: ClientNeed; percent: number | null; asked: number }> {
  const byName = new Map(records.map((record) => [record.name, record]));
  const all = CLIENT_NEEDS.map((name) => {
    const record = byName.get(name);
    const asked = record?.asked ?? 0;
    const possible = record?.possible ?? 0;
    const percent = possible > 0 ? Math.round(((record?.earned ?? 0) / possible) * 100) : null;
    return { name, asked, percent, measured: asked >= MIN_ITEMS_FOR_MEASURE && percent !== null };
  });
  const weight = (name: ClientNeed) => CLIENT_NEEDS_PERCENT_RANGES[name].max;
  const weak = all
    .filter((entry) => entry.measured && (entry.percent ?? 0) < WEAK_PERCENT)
    .sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0));
  const unmeasured = all.filter((entry) => !entry.measured).sort((a, b) => weight(b.name) - weight(a.name));
  let chosen = [...weak, ...unmeasured].slice(0, 3);
  if (chosen.length === 0) chosen = [...all].sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0)).slice(0, 1);
  return chosen.map(({ name, percent, asked }) => ({ name, percent, asked }));
}

/**
 * Her streak: the consecutive local study days ending today, or ending yesterday when she has not
 * studied yet today (the streak is not lost before her day is over). `studyDays` holds the days
 * with any item answered or card reviewed.
 */
export function studyStreak(studyDays: ReadonlySet<string>, today: string): { days: number; studiedToday: boolean } {
  const studiedToday = studyDays.has(today);
  let day = studiedToday ? today : addDays(today, -1);
  let days = 0;
  while (studyDays.has(day)) {
    days += 1;
    day = addDays(day, -1);
  }
  return { days, studiedToday };
}

/** Counts of events (instants with a count) per local day of `timeZone`. */
export function countPerLocalDay(
  events: ReadonlyArray<{ at: Date; count: number }>,
  timeZone: string,
): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const event of events) {
    const day = localDay(event.at, timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + event.count);
  }
  return perDay;
}

/** Weeks the heat map shows (about four months, as GitHub's contribution graph shows a year). */
export const HEAT_MAP_WEEKS = 17;

/**
 * The heat map's first day: the Monday `HEAT_MAP_WEEKS - 1` weeks before the week of `today`, so
 * the grid is whole weeks (Monday first), ending with today's week.
 */
export function heatMapStart(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(today, -weekday - 7 * (HEAT_MAP_WEEKS - 1));
}

/** Every day from `from` to `to` inclusive. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
