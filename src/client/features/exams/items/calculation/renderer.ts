import { msg } from '../../../../../shared/i18n/msg';
import { calculationKeyboard } from '../../../../../shared/items/calculation/keyboard';
import { readNumberEntry } from '../../../../../shared/items/calculation/number-entry';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { CalculationInput } from './CalculationInput';
import { CalculationScoreNote } from './CalculationScoreNote';

/** Calculation: a number typed beside its unit, rounded as the stem says, scored 0/1; answered once the box holds a number. */
export const calculationRenderer: ItemRenderer<'calculation'> = {
  ...calculationKeyboard,
  label: ITEM_TYPE_LABELS.calculation,
  badge: true,
  instruction: msg('Type your answer as a number, rounded as the question says.'),
  Input: CalculationInput,
  ScoreNote: CalculationScoreNote,
  isAnswered: (response) => response !== null && readNumberEntry(response.value).ok,
};
