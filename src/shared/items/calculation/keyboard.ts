import type { ItemKeyboard } from '../item-keyboard';
import type { CalculationResponse, CalculationView } from './schemas';

/**
 * A calculation is typed into its text box, so the exam screen's keys A-F and 1-6 address no part
 * (`parts` 0) and leave the response as it is (the digits go to the box, which has the focus).
 */
export const calculationKeyboard: ItemKeyboard<CalculationView, CalculationResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
