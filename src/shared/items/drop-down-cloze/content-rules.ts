import { dropdownFlaws, swappableDropdownFlaws } from './dropdown-flaws';
import type { DropDownClozeItem } from './schemas';

/**
 * The item-writing flaws of a drop-down cloze item: each drop-down's option flaws, a rationale
 * naming every option of every drop-down, and no two drop-downs that could be answered the other
 * way round (see dropdownFlaws and swappableDropdownFlaws).
 */
export function dropDownClozeFlaws(item: DropDownClozeItem): string[] {
  return [...dropdownFlaws(item.dropdowns, item.explanation), ...swappableDropdownFlaws(item.dropdowns)];
}
