import type { ItemKeyboard } from '../item-keyboard';
import type { HighlightTextResponse, HighlightTextView } from './schemas';

/**
 * The exam's letter and number keys do not address spans (they have no letters on screen: a span
 * is chosen by clicking it, or with Space or Enter when it has focus), so `parts` is 0. `choose`
 * toggles span `index`, kept in order; nothing highlighted is no answer (null). The input uses it
 * for a click. No zod: the exam screen imports it.
 */
export const highlightTextKeyboard: ItemKeyboard<HighlightTextView, HighlightTextResponse> = {
  parts: () => 0,
  choose: (response, index) => {
    const current = response?.choices ?? [];
    const next = current.includes(index)
      ? current.filter((choice) => choice !== index)
      : [...current, index].sort((a, b) => a - b);
    return next.length === 0 ? null : { choices: next };
  },
};
