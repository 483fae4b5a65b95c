import { ROUNDING_WORDS } from './number-entry';
import type { CalculationItem } from './schemas';

/** The rounding phrases a stem may use, by decimals. */
const ROUNDING_PATTERNS = [/\bwhole number\b/i, /\bnearest tenth\b/i, /\bnearest hundredth\b/i] as const;

/**
 * The item-writing flaws of a calculation, each a sentence:
 * - the stem must state the rounding `decimals` stands for ("Round to the nearest tenth." for 1,
 *   "whole number" for 0, "nearest hundredth" for 2) and no other;
 * - the explanation must show the working: at least one "=" and the answer as the key writes it.
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
  const showsAnswer = new RegExp(`(^|[^\\d.])${answer.replace('.', '\\.')}(?![\\d]|\\.\\d)`).test(item.explanation);
  if (!item.explanation.includes('=') || !showsAnswer) {
    flaws.push(`the explanation must show the working: each step with "=" down to the answer, ${answer} ${item.unit}.`);
  }
  return flaws;
}
