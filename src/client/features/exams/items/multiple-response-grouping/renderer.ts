import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { multipleResponseGroupingKeyboard } from '../../../../../shared/items/multiple-response-grouping/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { GroupingInput } from './GroupingInput';
import { GroupingScoreNote } from './GroupingScoreNote';

/**
 * Multiple response grouping: a table of 2 to 5 groups of checkboxes, with each group's +/-
 * arithmetic in the result. The letter keys do not answer it (see multipleResponseGroupingKeyboard).
 */
export const multipleResponseGroupingRenderer: ItemRenderer<'multiple-response-grouping'> = {
  ...multipleResponseGroupingKeyboard,
  label: ITEM_TYPE_LABELS['multiple-response-grouping'],
  badge: true,
  instruction: msg('In each row, select every option that applies.'),
  Input: GroupingInput,
  ScoreNote: GroupingScoreNote,
  isAnswered: (response) => response?.choices.some((chosen) => chosen.length > 0) ?? false,
};
