import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { selectNKeyboard } from '../../../../../shared/items/select-n/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { SelectNInput } from './SelectNInput';
import { SelectNScoreNote } from './SelectNScoreNote';

/**
 * Select N: five to ten options A-J as checkboxes, at most N chosen (the others lock), with the 0/1
 * arithmetic in the result. The letter keys do not answer it (see selectNKeyboard).
 */
export const selectNRenderer: ItemRenderer<'select-n'> = {
  ...selectNKeyboard,
  label: ITEM_TYPE_LABELS['select-n'],
  badge: true,
  instruction: msg('Choose as many options as the question asks for; the others lock once you have.'),
  Input: SelectNInput,
  ScoreNote: SelectNScoreNote,
  isAnswered: (response) => (response?.choices.length ?? 0) > 0,
};
