import { msg } from '../../i18n/msg';
import type { BankRules } from '../bank-rules';
import type { BowTieItem } from './schemas';

const NOT_A_REAL_OPTION = /\b(?:all|none) of the above\b|\bboth [A-F1-5] and [A-F1-5]\b/i;
const ABSOLUTE_WORD = /\b(?:always|never)\b/i;

/** The three lists of a bow-tie as the explanation names their options: "Condition 2", "Action 1", "Parameter 5". */
const LISTS = [
  { field: 'conditions', name: 'Condition', keys: (item: BowTieItem) => [item.correctCondition] },
  { field: 'actions', name: 'Action', keys: (item: BowTieItem) => item.correctActions },
  { field: 'parameters', name: 'Parameter', keys: (item: BowTieItem) => item.correctParameters },
] as const;

/**
 * The item-writing flaws of a bow-tie, each a sentence:
 * - the explanation must discuss every option of the three lists by its number as the screen shows
 *   it (1-based), "Condition 2 is correct ...", "Action 4 is wrong ...", saying correct for the keys
 *   and wrong for the others (a rationale for every option). Numbers, not letters: the three lists
 *   would otherwise share letters, and "B is wrong" starts a new paragraph of the rationale panel;
 * - in each list, no "all of the above", "none of the above" or "both 1 and 2";
 * - in each list, an absolute word (always, never) not only in options that are not keys;
 * - the stem must not name the keyed condition word for word (it gives the centre away).
 */
export function bowTieFlaws(item: BowTieItem): string[] {
  const flaws: string[] = [];
  for (const { field, name, keys } of LISTS) {
    const options = item[field];
    const keyed = keys(item);
    const lower = name.toLowerCase();
    options.forEach((option, index) => {
      if (NOT_A_REAL_OPTION.test(option)) {
        flaws.push(`${lower} ${index + 1} is "${option}": write a real, specific option instead.`);
      }
    });
    if (!keyed.some((key) => ABSOLUTE_WORD.test(options[key] ?? ''))) {
      options.forEach((option, index) => {
        const word = option.match(ABSOLUTE_WORD)?.[0];
        if (word && !keyed.includes(index)) {
          flaws.push(
            `${lower} ${index + 1} uses the absolute word "${word}" and no key of ${field} does: it cues the answer.`,
          );
        }
      });
    }
    options.forEach((_, index) => {
      const label = `${name} ${index + 1}`;
      const isKey = keyed.includes(index);
      const says = item.explanation.match(new RegExp(`\\b${label} is (correct|wrong)\\b`))?.[1];
      if (!says) {
        flaws.push(
          `the explanation does not discuss ${lower} ${index + 1} (as in "${label} is ${isKey ? 'correct' : 'wrong'} because ...").`,
        );
      } else if ((says === 'correct') !== isKey) {
        flaws.push(`the explanation says ${label} is ${says}, but it is ${isKey ? 'a key' : 'not a key'}.`);
      }
    });
  }
  const keyCondition = item.conditions[item.correctCondition] ?? '';
  if (keyCondition && item.stem.toLowerCase().includes(keyCondition.toLowerCase())) {
    flaws.push(
      `the stem names the keyed condition "${keyCondition}": describe the cues and let the candidate name it.`,
    );
  }
  return flaws;
}

/** The bank's bow-tie items by the position (1-4) of the keyed condition. */
export interface BowTieSummary {
  bowTieByConditionKey: Record<string, number>;
}

/** Over the bank's bow-ties: counted by the keyed condition's position, for the report; no rule yet. */
export const bowTieBankRules: BankRules<BowTieItem, BowTieSummary> = {
  summarize: (items) => {
    const bowTieByConditionKey: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0 };
    for (const item of items) {
      const position = String(item.correctCondition + 1);
      bowTieByConditionKey[position] = (bowTieByConditionKey[position] ?? 0) + 1;
    }
    return { bowTieByConditionKey };
  },
  check: () => [],
  tables: (summary, count) => [
    {
      title: msg('Keyed condition position (bow-tie)'),
      rows: Object.keys(summary.bowTieByConditionKey)
        .sort()
        .map((position) => [`condition ${position}`, summary.bowTieByConditionKey[position] ?? 0, '']),
      total: count,
    },
  ],
};
