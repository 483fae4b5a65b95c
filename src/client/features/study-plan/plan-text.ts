import { paths } from '../../../shared/paths';
import type { ExamDateSource } from '../../../shared/study-plan/study-plan';

/**
 * Words and links of the dashboard's study plan panel (issue 25 item 5), pure so they are tested
 * on their own.
 */

/** The flashcards' review page (issue 25 items 3-4). */
export const FLASHCARDS_PATH = paths.flashcards.path;

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A local calendar day (YYYY-MM-DD) as the product shows it: "2026-04-13" -> "Apr 13, 2026". */
export function formatDay(day: string): string {
  return calendarDate.format(new Date(`${day}T00:00:00Z`));
}

/** A day on a chart's axis: "2026-04-13" -> "Apr 13". */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** "a", "a and b", "a, b and c". */
export function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** `count` with its noun, singular for one: plural(1, 'card') -> "1 card". */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/**
 * The Training Center's practice builder pre-filled with the plan's categories and size
 * (/training-center?view=practice&clientNeed=...&count=N; one clientNeed per category). The
 * Training Center opens as usual for what it does not know.
 */
export function practiceHref(categories: readonly string[], items: number): string {
  const query = new URLSearchParams({ view: 'practice' });
  for (const category of categories) query.append('clientNeed', category);
  query.set('count', String(items));
  return `${paths.trainingCenter.path}?${query}`;
}

/** The days to the exam in words: "Exam day is today", "1 day to your exam", "42 days to your exam", "Your exam date has passed". */
export function daysToExamText(daysToExam: number): string {
  if (daysToExam < 0) return 'Your exam date has passed';
  if (daysToExam === 0) return 'Exam day is today';
  return `${plural(daysToExam, 'day')} to your exam`;
}

/** Where the exam date comes from, in words (null: no date). */
export function examDateSourceText(source: ExamDateSource): string | null {
  if (source === 'student') return 'You set this date.';
  if (source === 'timeline') return 'From the "Exam scheduled" step of your application timeline.';
  return null;
}
