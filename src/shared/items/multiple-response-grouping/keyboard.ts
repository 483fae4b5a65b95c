import type { ItemKeyboard } from '../item-keyboard';
import type { MultipleResponseGroupingResponse, MultipleResponseGroupingView } from './schemas';

/**
 * Toggles option `option` of group `group` in a response to an item of `groupCount` groups (one list
 * per group, each kept in order); nothing chosen in any group is no answer (null). No zod: the input
 * imports it.
 */
export function toggleGroupOption(
  response: MultipleResponseGroupingResponse | null,
  groupCount: number,
  group: number,
  option: number,
): MultipleResponseGroupingResponse | null {
  const choices = Array.from({ length: groupCount }, (_, g) => [...(response?.choices[g] ?? [])]);
  const list = choices[group] ?? [];
  choices[group] = list.includes(option)
    ? list.filter((choice) => choice !== option)
    : [...list, option].sort((a, b) => a - b);
  return choices.some((chosen) => chosen.length > 0) ? { choices } : null;
}

/**
 * The exam screen's letter keys do not answer a grouping item (its options are numbered per group,
 * not A-J across the item): its checkboxes are chosen by click, tap, or Tab and Space.
 */
export const multipleResponseGroupingKeyboard: ItemKeyboard<
  MultipleResponseGroupingView,
  MultipleResponseGroupingResponse
> = {
  parts: () => 0,
  choose: (response) => response,
};
