import { msg } from '../../../../../shared/i18n/msg';
import { dragAndDropRationaleKeyboard } from '../../../../../shared/items/drag-and-drop-rationale/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { DragAndDropRationaleInput } from './DragAndDropRationaleInput';
import { DragAndDropRationaleScoreNote } from './DragAndDropRationaleScoreNote';

/**
 * Drag-and-drop rationale: a sentence with 2 or 3 targets and a token bank, with the pairs of the
 * rationale rule in the result. Answered only when every target holds a token.
 */
export const dragAndDropRationaleRenderer: ItemRenderer<'drag-and-drop-rationale'> = {
  ...dragAndDropRationaleKeyboard,
  label: ITEM_TYPE_LABELS['drag-and-drop-rationale'],
  badge: true,
  instruction: msg(
    'Complete the sentence: drag a token into each target, or choose a token and then a target. Not every token is used.',
  ),
  Input: DragAndDropRationaleInput,
  ScoreNote: DragAndDropRationaleScoreNote,
  isAnswered: (response) =>
    response !== null && response.placements.length > 0 && response.placements.every((token) => token !== null),
};
