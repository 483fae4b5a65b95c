import type { ItemKeyboard } from '../item-keyboard';
import type { OrderedResponseResponse, OrderedResponseView } from './schemas';

/**
 * The exam's letter and number keys do not answer an ordered-response item (a key names an option,
 * not its place): options are put in order by dragging, or with the buttons beside each (add, move
 * up, move down, remove). No zod: the exam screen imports it.
 */
export const orderedResponseKeyboard: ItemKeyboard<OrderedResponseView, OrderedResponseResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
