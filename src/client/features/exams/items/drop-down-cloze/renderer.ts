import { msg } from '../../../../../shared/i18n/msg';
import { dropDownClozeKeyboard } from '../../../../../shared/items/drop-down-cloze/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { DropDownClozeInput } from './DropDownClozeInput';
import { DropDownClozeScoreNote } from './DropDownClozeScoreNote';

/**
 * Drop-down cloze: a sentence with 1-5 native drop-downs, with the per-drop-down 0/1 arithmetic in
 * the result. Answered only when every drop-down is (as the NCLEX goes on only then).
 */
export const dropDownClozeRenderer: ItemRenderer<'drop-down-cloze'> = {
  ...dropDownClozeKeyboard,
  label: ITEM_TYPE_LABELS['drop-down-cloze'],
  badge: true,
  instruction: msg('Complete the sentence: choose an option in each drop-down.'),
  Input: DropDownClozeInput,
  ScoreNote: DropDownClozeScoreNote,
  isAnswered: (response) =>
    response !== null && response.choices.length > 0 && response.choices.every((choice) => choice !== null),
};
