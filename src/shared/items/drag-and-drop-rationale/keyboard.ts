import type { DragAndDropResponse } from '../drag-and-drop-cloze/schemas';
import type { ItemKeyboard } from '../item-keyboard';
import type { DragAndDropRationaleView } from './schemas';

/**
 * The exam's letter and number keys do not answer a drag-and-drop rationale item (a key names no
 * target): tokens are placed by dragging, or by picking a token and then a target (click, Enter or
 * Space). No zod: the exam screen imports it.
 */
export const dragAndDropRationaleKeyboard: ItemKeyboard<DragAndDropRationaleView, DragAndDropResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
