import { optionFlaws } from '../option-flaws';
import type { Dropdown } from './dropdowns';

/**
 * Item-writing flaws of a set of drop-downs, each a sentence; `name(i)` names drop-down i
 * ("drop-down 2", "row 3's drop-down"):
 * - per drop-down, the option flaws of every item with options ("all of the above", an absolute
 *   word only in wrong options), prefixed with the drop-down's name;
 * - the explanation must discuss every option of every drop-down, naming it as written (a
 *   rationale for every option: why it is right or wrong).
 */
export function dropdownFlaws(
  dropdowns: readonly Dropdown[],
  explanation: string,
  name: (index: number) => string = (index) => `drop-down ${index + 1}`,
): string[] {
  const flaws: string[] = [];
  const rationale = explanation.toLowerCase();
  dropdowns.forEach((dropdown, index) => {
    for (const flaw of optionFlaws(dropdown.options, [dropdown.correctAnswer])) flaws.push(`${name(index)}: ${flaw}`);
    for (const option of dropdown.options) {
      if (!rationale.includes(option.toLowerCase())) {
        flaws.push(
          `the explanation does not discuss "${option}" of ${name(index)}: name every option as written and say why it is right or wrong.`,
        );
      }
    }
  });
  return flaws;
}

/**
 * Drop-downs of one sentence that could be answered the other way round: drop-downs i and j each
 * offer the other's key (a triad whose two effects come from one list, say). A candidate who puts
 * the two right answers in the other order would be scored wrong, so each must have its own options.
 */
export function swappableDropdownFlaws(
  dropdowns: readonly Dropdown[],
  name: (index: number) => string = (index) => `drop-down ${index + 1}`,
): string[] {
  const flaws: string[] = [];
  const lower = dropdowns.map((dropdown) => dropdown.options.map((option) => option.toLowerCase()));
  dropdowns.forEach((first, i) => {
    dropdowns.forEach((second, j) => {
      if (j <= i) return;
      const firstKey = lower[i]?.[first.correctAnswer] ?? '';
      const secondKey = lower[j]?.[second.correctAnswer] ?? '';
      if (firstKey !== secondKey && lower[j]?.includes(firstKey) && lower[i]?.includes(secondKey)) {
        flaws.push(
          `${name(i)} and ${name(j)} both offer "${first.options[first.correctAnswer]}" and "${second.options[second.correctAnswer]}", their keys: the two right answers in the other order would score 0, so give each drop-down its own options.`,
        );
      }
    });
  });
  return flaws;
}
