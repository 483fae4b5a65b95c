import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { matrixMultipleChoiceKeyboard } from '../../../../../shared/items/matrix-multiple-choice/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { MatrixChoiceScoreNote } from './MatrixChoiceScoreNote';
import { MatrixMultipleChoiceInput } from './MatrixMultipleChoiceInput';

/**
 * Matrix multiple choice: a grid of radio groups, one per row, with the per-row 0/1 arithmetic in the
 * result. Answered only when every row is (the NCLEX goes on only then).
 */
export const matrixMultipleChoiceRenderer: ItemRenderer<'matrix-multiple-choice'> = {
  ...matrixMultipleChoiceKeyboard,
  label: ITEM_TYPE_LABELS['matrix-multiple-choice'],
  badge: true,
  instruction: msg('Choose one option in each row; every row must be answered.'),
  Input: MatrixMultipleChoiceInput,
  ScoreNote: MatrixChoiceScoreNote,
  isAnswered: (response) =>
    response !== null && response.choices.length > 0 && response.choices.every((choice) => choice !== null),
};
