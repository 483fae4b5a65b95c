import type { ItemKeyboard } from '../item-keyboard';
import type { DropDownRationaleResponse, DropDownRationaleView } from './schemas';

/**
 * The letter and number keys do not answer drop-downs (a drop-down takes the keyboard itself once
 * focused: arrow keys and type-ahead), so they address no part and leave the response as it is.
 * No zod: the exam screen imports it.
 */
export const dropDownRationaleKeyboard: ItemKeyboard<DropDownRationaleView, DropDownRationaleResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
