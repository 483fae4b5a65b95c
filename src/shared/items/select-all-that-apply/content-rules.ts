import { msg } from '../../i18n/msg';
import { type BankRules, formatPercent, percentOf } from '../bank-rules';
import { optionFlaws } from '../option-flaws';
import { optionLetter } from '../option-letters';
import type { SelectAllThatApplyItem } from './schemas';

/**
 * The rationale of an item with lettered options and a set of keys (select all that apply, select N):
 * a sentence for each option the explanation does not discuss as "<letter> is correct ..." (a key)
 * or "<letter> is wrong ..." (any other option), or discusses the wrong way round.
 */
export function keyedRationaleFlaws(
  options: readonly string[],
  keys: readonly number[],
  explanation: string,
): string[] {
  const flaws: string[] = [];
  options.forEach((_, index) => {
    const letter = optionLetter(index);
    const isKey = keys.includes(index);
    const says = explanation.match(new RegExp(`\\b${letter} is (correct|wrong)\\b`))?.[1];
    if (!says) {
      flaws.push(
        `the explanation does not discuss option ${letter} (as in "${letter} is ${isKey ? 'correct' : 'wrong'} because ...").`,
      );
    } else if ((says === 'correct') !== isKey) {
      flaws.push(
        `the explanation says ${letter} is ${says}, but ${letter} is ${isKey ? 'a key' : 'not a key'} in correctAnswers.`,
      );
    }
  });
  return flaws;
}

/**
 * Besides the option flaws: the explanation must discuss every option (A-J), each key as
 * "<letter> is correct ..." and each other option as "<letter> is wrong ..." (a rationale for every option).
 */
export function selectAllThatApplyFlaws(item: SelectAllThatApplyItem): string[] {
  return [
    ...optionFlaws(item.options, item.correctAnswers),
    ...keyedRationaleFlaws(item.options, item.correctAnswers, item.explanation),
  ];
}

/**
 * The bank's select-all-that-apply items by their number of keys ("2", "3", ...), and how many
 * have one key and how many have every option a key.
 */
export interface SelectAllThatApplySummary {
  byKeyCount: Record<string, number>;
  oneKey: number;
  allKeys: number;
}

/**
 * At least this share of SATA items, percent, must have exactly one key, and as many every option a
 * key (issue 24): NCSBN allows 1 to all (docs/nclex.md §2), and a bank without them teaches a
 * candidate never to choose one or all.
 */
export const SATA_ONE_OR_ALL_KEYS_MIN_PERCENT = 5;

/** Over the bank's SATA items: keys from one to all, each end at least 5% of items. */
export const selectAllThatApplyBankRules: BankRules<SelectAllThatApplyItem, SelectAllThatApplySummary> = {
  summarize: (items) => {
    const byKeyCount: Record<string, number> = {};
    for (const item of items) {
      const count = String(item.correctAnswers.length);
      byKeyCount[count] = (byKeyCount[count] ?? 0) + 1;
    }
    return {
      byKeyCount,
      oneKey: items.filter((item) => item.correctAnswers.length === 1).length,
      allKeys: items.filter((item) => item.correctAnswers.length === item.options.length).length,
    };
  },
  check: (summary, count) => {
    const min = SATA_ONE_OR_ALL_KEYS_MIN_PERCENT;
    const problems: string[] = [];
    if (count === 0) return problems;
    const one = percentOf(summary.oneKey, count);
    const all = percentOf(summary.allKeys, count);
    if (one < min) {
      problems.push(`${formatPercent(one)} of select-all-that-apply items have one key; at least ${min}% must.`);
    }
    if (all < min) {
      problems.push(
        `${formatPercent(all)} of select-all-that-apply items have every option a key; at least ${min}% must.`,
      );
    }
    return problems;
  },
  tables: (summary, count) => [
    {
      title: msg('Keys per item (select all that apply)'),
      rows: [
        ...Object.keys(summary.byKeyCount)
          .sort((a, b) => Number(a) - Number(b))
          .map((keys): [string, number, string] => [
            `${keys} ${keys === '1' ? 'key' : 'keys'}`,
            summary.byKeyCount[keys] ?? 0,
            '',
          ]),
        ['one key', summary.oneKey, `at least ${SATA_ONE_OR_ALL_KEYS_MIN_PERCENT}%`],
        ['every option a key', summary.allKeys, `at least ${SATA_ONE_OR_ALL_KEYS_MIN_PERCENT}%`],
      ],
      total: count,
    },
  ],
};
