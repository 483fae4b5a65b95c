import type { ItemKeyboard } from '../item-keyboard';
import type { DropDownTableResponse, DropDownTableView } from './schemas';

/**
 * The letter and number keys do not answer a drop-down table (each drop-down takes the keyboard
 * once focused: Tab to it, then arrow keys or type-ahead), so they address no part and leave the
 * response as it is. No zod: the exam screen imports it.
 */
export const dropDownTableKeyboard: ItemKeyboard<DropDownTableView, DropDownTableResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
