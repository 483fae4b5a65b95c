import type { TFunction } from 'i18next';
import { paths } from '../../../shared/paths';
import type { ExamDateSource } from '../../../shared/study-plan/study-plan';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { formatLocale } from '../../lib/format';

/**
 * Words and links of the dashboard's study plan panel (issue 25 item 5), pure so they are tested
 * on their own; in the interface's language (a component passes its `t`; i18n.t when none is given)
 * and its date format.
 */

const defaultT: TFunction = i18n.t.bind(i18n);

/** The flashcards' review page (issue 25 items 3-4). */
export const FLASHCARDS_PATH = paths.flashcards.path;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date format of the interface's locale (formatLocale), made once per locale and options. */
function dayFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${formatLocale()}|${name}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(), { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** A local calendar day (YYYY-MM-DD) as the product shows it: "2026-04-13" -> "Apr 13, 2026" (in English). */
export function formatDay(day: string): string {
  return dayFormat('day', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));
}

/** A day on a chart's axis: "2026-04-13" -> "Apr 13" (in English). */
export function formatShortDay(day: string): string {
  return dayFormat('short', { month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

/** A day's month, short: "2026-04-13" -> "Apr" (in English). */
export function formatShortMonth(day: string): string {
  return dayFormat('month', { month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

/** A weekday's short name, Monday first (0-6): 0 -> "Mon" (in English). 2024-01-01 was a Monday. */
export function formatWeekday(index: number): string {
  return dayFormat('weekday', { weekday: 'short' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

/** "a", "a and b", "a, b and c" (the interface language's list in Spanish, French and German). */
export function listed(parts: readonly string[]): string {
  if (currentLanguage() !== 'en') return new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(parts);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
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
export function daysToExamText(daysToExam: number, t: TFunction = defaultT): string {
  if (daysToExam < 0) return t('Your exam date has passed');
  if (daysToExam === 0) return t('Exam day is today');
  return t('{{count}} days to your exam', { count: daysToExam });
}

/** Where the exam date comes from, in words (null: no date). */
export function examDateSourceText(source: ExamDateSource, t: TFunction = defaultT): string | null {
  if (source === 'student') return t('You set this date.');
  if (source === 'timeline') return t('From the "Exam scheduled" step of your application timeline.');
  return null;
}
