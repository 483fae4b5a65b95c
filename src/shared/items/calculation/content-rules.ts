import { ROUNDING_WORDS } from './number-entry';
import type { CalculationItem } from './schemas';

/** The rounding phrases a stem may use, by decimals. */
const ROUNDING_PATTERNS = [/\bwhole number\b/i, /\bnearest tenth\b/i, /\bnearest hundredth\b/i] as const;

/**
 * The item-writing flaws of a calculation, each a sentence:
 * - the stem must state the rounding `decimals` stands for ("Round to the nearest tenth." for 1,
 *   "whole number" for 0, "nearest hundredth" for 2) and no other;
 * - the explanation must show the working: at least one "=" and the answer as the key writes it
 *   (thousands may be grouped with commas: 1,540 for 1540).
 */
export function calculationFlaws(item: CalculationItem): string[] {
  const flaws: string[] = [];
  const asked = ROUNDING_PATTERNS[item.decimals];
  if (asked && !asked.test(item.stem)) {
    flaws.push(
      `the stem must state the rounding: decimals is ${item.decimals}, so it says "${ROUNDING_WORDS[item.decimals]}"`,
    );
  }
  ROUNDING_PATTERNS.forEach((pattern, decimals) => {
    const said = item.stem.match(pattern)?.[0];
    if (said && decimals !== item.decimals) {
      flaws.push(
        `the stem says "${said}" but decimals is ${item.decimals}: state one rounding, the one of the answer.`,
      );
    }
  });
  const answer = String(item.answer);
  if (!item.explanation.includes('=') || !showsNumber(item.explanation, item.answer)) {
    flaws.push(`the explanation must show the working: each step with "=" down to the answer, ${answer} ${item.unit}.`);
  }
  return flaws;
}

/** True when `text` holds `value` as a number of its own, plain or with thousands commas ("1540" or "1,540", not "11540" or "1540.5"). */
function showsNumber(text: string, value: number): boolean {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const tail = fraction ? `\\.${fraction}` : '';
  return [whole, grouped].some((form) => new RegExp(`(^|[^\\d.,])${form}${tail}(?![\\d]|[.,]\\d)`).test(text));
}
