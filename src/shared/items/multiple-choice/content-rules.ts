import { msg } from '../../i18n/msg';
import { type BankRules, formatPercent, percentOf } from '../bank-rules';
import { optionFlaws } from '../option-flaws';
import { optionLetter } from '../option-letters';
import type { MultipleChoiceItem } from './schemas';

/**
 * Besides the option flaws: the explanation must open with "<key letter> is correct." and discuss
 * every other option as "<letter> is ..." ("B is wrong because ...").
 */
export function multipleChoiceFlaws(item: MultipleChoiceItem): string[] {
  const flaws = optionFlaws(item.options, [item.correctAnswer]);
  const keyLetter = optionLetter(item.correctAnswer);
  const opening = item.explanation.match(/^([A-D]) is correct\b/);
  if (!opening) {
    flaws.push(`the explanation must open with "${keyLetter} is correct." naming the key.`);
  } else if (opening[1] !== keyLetter) {
    flaws.push(
      `the explanation says ${opening[1]} is correct but correctAnswer is ${item.correctAnswer} (${keyLetter}).`,
    );
  }
  item.options.forEach((_, index) => {
    const letter = optionLetter(index);
    if (index !== item.correctAnswer && !new RegExp(`\\b${letter} is\\b`).test(item.explanation)) {
      flaws.push(`the explanation does not discuss option ${letter} (as in "${letter} is wrong because ...").`);
    }
  });
  return flaws;
}

/** Letters of the four options of a multiple-choice item, whose keys must be spread evenly. */
const KEY_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Each key letter must be the key of this share of multiple-choice items, in percent (inclusive). */
export const KEY_LETTER_PERCENT_RANGE = { min: 20, max: 30 } as const;

/** The bank's multiple-choice items by key letter. */
export interface MultipleChoiceSummary {
  byKeyLetter: Record<string, number>;
}

/**
 * Over the bank's multiple-choice items: each letter A-D the key of 20-30% of them, so that
 * position does not cue the answer (length is a cue measure of the whole bank: cue-measures.ts).
 */
export const multipleChoiceBankRules: BankRules<MultipleChoiceItem, MultipleChoiceSummary> = {
  summarize: (items) => {
    const byKeyLetter: Record<string, number> = Object.fromEntries(KEY_LETTERS.map((letter) => [letter, 0]));
    for (const item of items) {
      const letter = KEY_LETTERS[item.correctAnswer] ?? 'A';
      byKeyLetter[letter] = (byKeyLetter[letter] ?? 0) + 1;
    }
    return { byKeyLetter };
  },
  check: (summary, count) => {
    const problems: string[] = [];
    const { min, max } = KEY_LETTER_PERCENT_RANGE;
    for (const letter of KEY_LETTERS) {
      const percent = percentOf(summary.byKeyLetter[letter] ?? 0, count);
      if (percent < min || percent > max) {
        problems.push(
          `${letter} is the key of ${formatPercent(percent)} of multiple-choice items; it must be ${min}-${max}%.`,
        );
      }
    }
    return problems;
  },
  tables: (summary, count) => [
    {
      title: msg('Key letter (multiple choice)'),
      rows: KEY_LETTERS.map((letter) => [
        letter,
        summary.byKeyLetter[letter] ?? 0,
        `${KEY_LETTER_PERCENT_RANGE.min}-${KEY_LETTER_PERCENT_RANGE.max}%`,
      ]),
      total: count,
    },
  ],
};
