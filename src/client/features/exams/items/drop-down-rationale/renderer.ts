import { msg } from '../../../../../shared/i18n/msg';
import { dropDownRationaleKeyboard } from '../../../../../shared/items/drop-down-rationale/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { DropDownRationaleInput } from './DropDownRationaleInput';
import { DropDownRationaleScoreNote } from './DropDownRationaleScoreNote';

/**
 * Drop-down rationale: a sentence with a dyad or triad of native drop-downs, with the pairs'
 * arithmetic in the result. Answered only when every drop-down is.
 */
export const dropDownRationaleRenderer: ItemRenderer<'drop-down-rationale'> = {
  ...dropDownRationaleKeyboard,
  label: ITEM_TYPE_LABELS['drop-down-rationale'],
  badge: true,
  instruction: msg('Complete the sentence: choose an option in each drop-down.'),
  Input: DropDownRationaleInput,
  ScoreNote: DropDownRationaleScoreNote,
  isAnswered: (response) =>
    response !== null && response.choices.length > 0 && response.choices.every((choice) => choice !== null),
};
