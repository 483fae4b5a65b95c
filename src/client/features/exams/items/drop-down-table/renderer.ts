import { msg } from '../../../../../shared/i18n/msg';
import { dropDownTableKeyboard } from '../../../../../shared/items/drop-down-table/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { DropDownTableInput } from './DropDownTableInput';
import { DropDownTableScoreNote } from './DropDownTableScoreNote';

/**
 * Drop-down table: labelled rows with a native drop-down per column, with the per-drop-down 0/1
 * arithmetic in the result. Answered only when every drop-down of every row is.
 */
export const dropDownTableRenderer: ItemRenderer<'drop-down-table'> = {
  ...dropDownTableKeyboard,
  label: ITEM_TYPE_LABELS['drop-down-table'],
  badge: true,
  instruction: msg('Choose an option in each drop-down of every row.'),
  Input: DropDownTableInput,
  ScoreNote: DropDownTableScoreNote,
  isAnswered: (response) =>
    response !== null &&
    response.choices.length > 0 &&
    response.choices.every((row) => row.length > 0 && row.every((choice) => choice !== null)),
};
