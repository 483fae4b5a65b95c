import { highlightTextKeyboard } from '../highlight-text/keyboard';
import type { ItemKeyboard } from '../item-keyboard';
import type { HighlightTableResponse, HighlightTableView } from './schemas';

/**
 * The exam's letter and number keys do not address rows (rows have no letters on screen: a row is
 * toggled by its checkbox, by clicking the row, or with Space on the focused checkbox), so `parts`
 * is 0. `choose` toggles row `index`, kept in order; nothing highlighted is no answer (null), as in
 * highlight text. No zod: the exam screen imports it.
 */
export const highlightTableKeyboard: ItemKeyboard<HighlightTableView, HighlightTableResponse> = {
  parts: () => 0,
  choose: (response, index) => highlightTextKeyboard.choose(response, index),
};
