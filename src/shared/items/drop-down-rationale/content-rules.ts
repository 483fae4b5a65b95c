import { dropdownFlaws, swappableDropdownFlaws } from '../drop-down-cloze/dropdown-flaws';
import type { DropDownRationaleItem } from './schemas';

/** Drop-down i of a rationale item by its role: "the cause drop-down {{0}}", "the effect drop-down {{2}}". */
const roleName = (item: DropDownRationaleItem) => (index: number) =>
  item.dropdowns.length === 3
    ? `the ${index === 0 ? 'cause' : 'effect'} drop-down {{${index}}}`
    : `drop-down {{${index}}}`;

/**
 * The item-writing flaws of a drop-down rationale item: each drop-down's option flaws, a rationale
 * naming every option of every drop-down, and no two drop-downs that could be answered the other way
 * round (a triad's two effects drawn from one list would score a right answer in the other order
 * as wrong).
 */
export function dropDownRationaleFlaws(item: DropDownRationaleItem): string[] {
  const name = roleName(item);
  return [...dropdownFlaws(item.dropdowns, item.explanation, name), ...swappableDropdownFlaws(item.dropdowns, name)];
}
