import type { ItemKeyboard } from '../item-keyboard';
import type { SelectAllThatApplyResponse, SelectAllThatApplyView } from './schemas';

/**
 * The exam screen's option keys (A-E and 1-6, see use-exam-keyboard.ts) toggle an option, kept in
 * order; options beyond those keys (up to J) are chosen by click, tap or Tab and Space. Nothing chosen
 * is no answer (null). No zod: the exam screen imports it, and the input uses `choose` for a click too.
 */
export const selectAllThatApplyKeyboard: ItemKeyboard<SelectAllThatApplyView, SelectAllThatApplyResponse> = {
  parts: (view) => view.options.length,
  choose: (response, index) => {
    const current = response?.choices ?? [];
    const next = current.includes(index)
      ? current.filter((choice) => choice !== index)
      : [...current, index].sort((a, b) => a - b);
    return next.length === 0 ? null : { choices: next };
  },
};
