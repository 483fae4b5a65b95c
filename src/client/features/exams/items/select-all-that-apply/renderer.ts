import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { selectAllThatApplyKeyboard } from '../../../../../shared/items/select-all-that-apply/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { SataArithmetic } from './SataArithmetic';
import { SelectAllThatApplyInput } from './SelectAllThatApplyInput';

/** Select all that apply: five to ten options A-J as checkboxes, with the +/- arithmetic in the result. */
export const selectAllThatApplyRenderer: ItemRenderer<'select-all-that-apply'> = {
  ...selectAllThatApplyKeyboard,
  label: ITEM_TYPE_LABELS['select-all-that-apply'],
  badge: true,
  instruction: msg('Select all that apply.'),
  Input: SelectAllThatApplyInput,
  ScoreNote: SataArithmetic,
  isAnswered: (response) => (response?.choices.length ?? 0) > 0,
};
