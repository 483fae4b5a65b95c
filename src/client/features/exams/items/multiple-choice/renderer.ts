import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { multipleChoiceKeyboard } from '../../../../../shared/items/multiple-choice/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { MultipleChoiceInput } from './MultipleChoiceInput';

/** Multiple choice: four options A-D as radio buttons (spec §9). */
export const multipleChoiceRenderer: ItemRenderer<'multiple-choice'> = {
  ...multipleChoiceKeyboard,
  label: ITEM_TYPE_LABELS['multiple-choice'],
  badge: false,
  instruction: msg('Choose the one best answer.'),
  Input: MultipleChoiceInput,
  isAnswered: (response) => response !== null,
};
