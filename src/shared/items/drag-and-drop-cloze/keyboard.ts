import type { ItemKeyboard } from '../item-keyboard';
import type { DragAndDropClozeView, DragAndDropResponse } from './schemas';

/**
 * The exam's letter and number keys do not answer a drag-and-drop item (a key names no target):
 * tokens are placed by dragging, or by picking a token and then a target (click, Enter or Space).
 * No zod: the exam screen imports it.
 */
export const dragAndDropClozeKeyboard: ItemKeyboard<DragAndDropClozeView, DragAndDropResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
