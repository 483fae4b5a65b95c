import { MULTIPLE_CHOICE_OPTIONS } from '../../../../../shared/items/multiple-choice/schemas';
import { type Mapped, mapped, unmappable } from './build-item';
import { percentText, samePercent } from './file-text';

/** One answer of a choice question: its text and its weight in percent (null: none written, a plain `~` wrong answer). */
export interface WeightedChoice {
  text: string;
  weight: number | null;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The N of a stem that says "Select 2." or "Select two.", if it says so. */
export function selectCountOfStem(stem: string): number | null {
  const match = /\bselect (\d+|[a-z]+)\b(?! all)/i.exec(stem);
  if (!match?.[1]) return null;
  const word = match[1].toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
  return n >= 2 ? n : null;
}

/**
 * A choice question as Nightingale reads it (the mapping tables of docs/item-formats.md):
 * - one right answer (`single`): multiple-choice, which has exactly four options;
 * - several answers weighted by the +/- rule, +100/N for each of the N keys and 0 or less for each
 *   distractor: select-N when `hint` says so or the stem says "Select N." for its N keys, else
 *   select-all-that-apply;
 * - any other weights: a problem, as Nightingale scores only the +/- rule.
 */
export function mapChoiceQuestion(choices: WeightedChoice[], stem: string, single: boolean, hint?: string): Mapped {
  const options = choices.map((choice) => choice.text);
  const weights = choices.map((choice) => choice.weight ?? 0);
  const keys = weights.flatMap((weight, index) => (weight > 0 ? [index] : []));
  if (keys.length === 0) return unmappable('it has no right answer (no answer weighted above 0%).');
  if (single) {
    const key = keys[0] ?? 0;
    if (keys.length > 1 || !samePercent(weights[key] ?? 0, 100)) {
      return unmappable(
        'a one-answer question must have exactly one answer worth 100% (Nightingale gives no partial credit).',
      );
    }
    if (options.length !== MULTIPLE_CHOICE_OPTIONS) {
      return unmappable(
        `multiple choice with ${options.length} options: Nightingale's multiple-choice items have exactly ${MULTIPLE_CHOICE_OPTIONS} options.`,
      );
    }
    return mapped('multiple-choice', { options, correctAnswer: key });
  }
  const share = 100 / keys.length;
  const plusMinus = weights.every((weight, index) => (keys.includes(index) ? samePercent(weight, share) : weight <= 0));
  if (!plusMinus) {
    return unmappable(
      `weights other than the +/- rule: each of the ${keys.length} right answers must be worth ${percentText(share)}% and each wrong one 0% or less (it has ${weights.map(percentText).join(', ')}).`,
    );
  }
  if (keys.length === 1 && hint !== 'select-all-that-apply') {
    return mapChoiceQuestion(
      choices.map((choice, index) => ({ text: choice.text, weight: index === keys[0] ? 100 : 0 })),
      stem,
      true,
    );
  }
  if (hint === 'select-n' || (hint === undefined && selectCountOfStem(stem) === keys.length)) {
    return mapped('select-n', { options, n: keys.length, correctAnswers: keys });
  }
  return mapped('select-all-that-apply', { options, correctAnswers: keys });
}

/**
 * The weights of an item's options in percent for formats that score choices by weight: a
 * multiple-choice key 100 and 0 else; select-all-that-apply +100/N per key and -100/N per
 * distractor (NGN +/- scoring, clamped at 0 by Moodle); select-N +100/N per key and 0 per distractor.
 */
export function optionWeights(itemType: string, optionCount: number, keys: number[]): number[] {
  const share = 100 / keys.length;
  return Array.from({ length: optionCount }, (_, index) => {
    if (keys.includes(index)) return itemType === 'multiple-choice' ? 100 : share;
    return itemType === 'select-all-that-apply' ? -share : 0;
  });
}
