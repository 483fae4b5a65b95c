import { msg } from '../../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import { matrixMultipleResponseKeyboard } from '../../../../../shared/items/matrix-multiple-response/keyboard';
import type { ItemRenderer } from '../item-renderer';
import { MatrixMultipleResponseInput } from './MatrixMultipleResponseInput';
import { MatrixResponseScoreNote } from './MatrixResponseScoreNote';

/**
 * Matrix multiple response: a grid of checkboxes, with the per-column +/- arithmetic in the result.
 * Answered once any cell is checked.
 */
export const matrixMultipleResponseRenderer: ItemRenderer<'matrix-multiple-response'> = {
  ...matrixMultipleResponseKeyboard,
  label: ITEM_TYPE_LABELS['matrix-multiple-response'],
  badge: true,
  instruction: msg('Select every option that applies in each row; a row may have more than one, or none.'),
  Input: MatrixMultipleResponseInput,
  ScoreNote: MatrixResponseScoreNote,
  isAnswered: (response) => response?.choices.some((row) => row.length > 0) ?? false,
};
