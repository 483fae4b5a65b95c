import { optionLetter } from '../option-letters';
import { english, pointsOf, type Translate } from '../score-words';

/** The 0/1 arithmetic of one select-N response, for the result to show (NCSBN 0/1 rule). */
export interface SelectNArithmetic {
  /** The chosen options in order, each with its points: 1 for a key, 0 for any other option. */
  parts: { index: number; points: 0 | 1 }[];
  /** The sum of the parts, or 0 when more than N options were chosen (a response the server refuses). */
  earned: number;
  /** N: the number of keys. */
  possible: number;
}

/**
 * NCSBN 0/1 scoring of select N (docs/nclex.md §2): 1 point per key chosen, nothing taken away for
 * another option, of N points (N = the number of keys). More than N choices earns nothing: the
 * exam screen refuses an N+1th choice and the server a response that has one, so such a response
 * is never a candidate's answer. Example: keys B and E of "Select 2.", B and C chosen: 1 + 0 = 1 of 2.
 */
export function selectNArithmetic(correctAnswers: readonly number[], choices: readonly number[]): SelectNArithmetic {
  const sorted = [...choices].sort((a, b) => a - b);
  const parts = sorted.map((index) => ({
    index,
    points: correctAnswers.includes(index) ? (1 as const) : (0 as const),
  }));
  const sum = parts.reduce((total, part) => total + part.points, 0);
  return { parts, earned: choices.length > correctAnswers.length ? 0 : sum, possible: correctAnswers.length };
}

/**
 * The arithmetic as the result screen says it, e.g. "+1 for B (a key) +0 for C (not a key, no
 * penalty) = 1 of 2 points"; "Nothing chosen = 0 of 2 points" for no answer.
 */
export function selectNArithmeticText(
  correctAnswers: readonly number[],
  choices: readonly number[],
  t: Translate = english,
): string {
  const { parts, earned, possible } = selectNArithmetic(correctAnswers, choices);
  const total = pointsOf(t, earned, possible);
  if (parts.length === 0) return t('Nothing chosen = {{total}}', { total });
  const terms = parts.map(({ index, points }) =>
    points === 1
      ? t('+1 for {{letter}} (a key)', { letter: optionLetter(index) })
      : t('+0 for {{letter}} (not a key, no penalty)', { letter: optionLetter(index) }),
  );
  const sum = t('{{terms}} = {{total}}', { terms: terms.join(' '), total });
  return choices.length > possible
    ? t('{{sum}} (more than {{possible}} chosen earns nothing)', { sum, possible })
    : sum;
}
