import { samePercent } from '../common/file-text';

/**
 * The grades Moodle allows an answer (question/format/xml: `question_bank::fraction_options_full`),
 * in percent, and their negatives; anything else is "invalid grade" (moodle-xml README,
 * `format_xml.error_invalid_grades.xml`).
 */
export const MOODLE_GRADES = [
  100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5,
  0,
] as const;

/** True when `percent` (or its negative) is one of Moodle's grades. */
export const isMoodleGrade = (percent: number) => MOODLE_GRADES.some((grade) => samePercent(Math.abs(percent), grade));

/**
 * An answer's fraction attribute as a percentage: Moodle writes percent ("50", "33.33333"); a
 * value between -1 and 1 written with a point ("0.5") is read as a fraction of 1, as Moodle's
 * importer does. NaN when it is not a number.
 */
export function fractionPercent(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const value = Number(raw);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.abs(value) <= 1 && raw.includes('.') ? value * 100 : value;
}
