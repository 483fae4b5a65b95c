import type { MultipleResponseGroupingItem } from './schemas';

const NOT_A_REAL_OPTION = /\b(?:all|none) of the above\b|\bboth [A-J] and [A-J]\b/i;
const ABSOLUTE_WORD = /\b(?:always|never)\b/i;

/**
 * The item-writing flaws of a grouping item, each a sentence:
 * - an option "all of the above", "none of the above" or "both A and B";
 * - an absolute word (always, never) in options that are not keys while no key in the item has one;
 * - the same option text in two groups (the rationale, which quotes options, could not tell them apart);
 * - the explanation must discuss every group (its label) and every option, quoting it: a key as
 *   "\"<option>\" is correct ..." and any other option as "\"<option>\" is wrong ..." (case ignored).
 */
export function multipleResponseGroupingFlaws(item: MultipleResponseGroupingItem): string[] {
  const flaws: string[] = [];
  const explanation = item.explanation.toLowerCase();
  const keyHasAbsolute = item.groups.some((group) =>
    group.correctAnswers.some((key) => ABSOLUTE_WORD.test(group.options[key] ?? '')),
  );
  const seen = new Set<string>();
  for (const group of item.groups) {
    for (const option of group.options) {
      if (seen.has(option.toLowerCase())) {
        flaws.push(`option "${option}" appears in more than one group: the rationale cannot tell them apart.`);
      }
      seen.add(option.toLowerCase());
    }
  }
  for (const group of item.groups) {
    const where = `group "${group.label}"`;
    if (!explanation.includes(group.label.toLowerCase())) {
      flaws.push(`the explanation does not name ${where}: discuss each group under its label.`);
    }
    group.options.forEach((option, index) => {
      const isKey = group.correctAnswers.includes(index);
      if (NOT_A_REAL_OPTION.test(option)) {
        flaws.push(`option "${option}" of ${where} is not a real option: write a real, specific option instead.`);
      }
      const word = option.match(ABSOLUTE_WORD)?.[0];
      if (word && !isKey && !keyHasAbsolute) {
        flaws.push(
          `option "${option}" of ${where} uses the absolute word "${word}" and no key does: it cues the answer.`,
        );
      }
      const quoted = `"${option.toLowerCase()}" is`;
      const saysCorrect = explanation.includes(`${quoted} correct`);
      const saysWrong = explanation.includes(`${quoted} wrong`);
      if (!saysCorrect && !saysWrong) {
        flaws.push(
          `the explanation does not discuss "${option}" of ${where} (as in '"${option}" is ${isKey ? 'correct' : 'wrong'} because ...').`,
        );
      } else if (saysCorrect !== isKey || saysWrong === isKey) {
        flaws.push(
          `the explanation says "${option}" of ${where} is ${isKey ? 'wrong' : 'correct'}, but it is ${isKey ? 'a key' : 'not a key'} of its group.`,
        );
      }
    });
  }
  return flaws;
}
