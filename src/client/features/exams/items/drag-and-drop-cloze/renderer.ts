import { msg } from '../../../../../shared/i18n/msg';
import { dragAndDropClozeKeyboard } from '../../../../../shared/items/drag-and-drop-cloze/keyboard';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { ItemRenderer } from '../item-renderer';
import { DragAndDropClozeInput } from './DragAndDropClozeInput';
import { DragAndDropClozeScoreNote } from './DragAndDropClozeScoreNote';

/**
 * Drag-and-drop cloze: a sentence with 1-5 targets and a token bank, with the per-target 0/1
 * arithmetic in the result. Answered only when every target holds a token (as the drop-down types
 * wait for every drop-down).
 */
export const dragAndDropClozeRenderer: ItemRenderer<'drag-and-drop-cloze'> = {
  ...dragAndDropClozeKeyboard,
  label: ITEM_TYPE_LABELS['drag-and-drop-cloze'],
  badge: true,
  instruction: msg(
    'Complete the sentence: drag a token into each target, or choose a token and then a target. Not every token is used.',
  ),
  Input: DragAndDropClozeInput,
  ScoreNote: DragAndDropClozeScoreNote,
  isAnswered: (response) =>
    response !== null && response.placements.length > 0 && response.placements.every((token) => token !== null),
};
