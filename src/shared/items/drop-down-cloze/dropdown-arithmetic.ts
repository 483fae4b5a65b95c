import { english, outcomeOf, partsAndPoints, type Translate } from '../score-words';
/**
 * The 0/1 arithmetic of drop-down items, for the result to show (NCSBN 0/1 rule; docs/nclex.md §2).
 * No zod: the browser's score notes import it.
 */

/** How one drop-down was answered: its key chosen, another option chosen, or nothing chosen. */
export type DropdownOutcome = 'right' | 'wrong' | 'unanswered';

/** The outcome of each drop-down (`keys[i]` its key, `choices[i]` the choice, null or missing: none). */
export function dropdownOutcomes(
  keys: readonly number[],
  choices: readonly (number | null | undefined)[],
): DropdownOutcome[] {
  return keys.map((key, index) => {
    const choice = choices[index];
    if (choice === null || choice === undefined) return 'unanswered';
    return choice === key ? 'right' : 'wrong';
  });
}

/** The 0/1 arithmetic of a set of drop-downs: each outcome, and 1 point per drop-down right. */
export interface DropdownArithmetic {
  outcomes: DropdownOutcome[];
  /** Drop-downs right. */
  earned: number;
  /** Drop-downs in all. */
  possible: number;
}

/**
 * NCSBN's 0/1 rule for drop-down cloze and drop-down table: 1 point per drop-down whose key is
 * chosen, nothing taken away for a wrong one (NCSBN, "What are the current scoring models?";
 * W. Muntean, "Next Generation NCLEX: item types and scoring", NCSBN 2022). Example: keys [2, 0, 1],
 * choices [2, 1, null]: right, wrong, unanswered = 1 of 3 points.
 */
export function dropdownArithmetic(
  keys: readonly number[],
  choices: readonly (number | null | undefined)[],
): DropdownArithmetic {
  const outcomes = dropdownOutcomes(keys, choices);
  return { outcomes, earned: outcomes.filter((outcome) => outcome === 'right').length, possible: keys.length };
}

/** "1 point", "2 points". */

/**
 * The score note's sentence: each drop-down's outcome, then the points, like
 * "Drop-down 1 right, drop-down 2 wrong, drop-down 3 not answered: 1 of 3 points". `name(i)` names
 * drop-down i (default "drop-down 1"); the sentence's first letter is made upper case.
 */
export function dropdownScoreText(
  arithmetic: DropdownArithmetic,
  name: (index: number, t: Translate) => string = (index, t) => t('drop-down {{number}}', { number: index + 1 }),
  t: Translate = english,
): string {
  const parts = arithmetic.outcomes.map((outcome, index) => outcomeOf(t, name(index, t), outcome));
  return partsAndPoints(t, parts, arithmetic.earned, arithmetic.possible);
}
