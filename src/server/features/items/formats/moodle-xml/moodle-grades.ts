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
 * An answer's fraction attribute, in percent as Moodle writes it ("50", "33.33333", "-100"; Moodle
 * divides by 100 on import). 0 when absent; NaN when it is not a number.
 */
export function fractionPercent(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  return Number(raw);
}
