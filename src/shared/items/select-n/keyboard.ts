import type { ItemKeyboard } from '../item-keyboard';
import type { SelectNResponse, SelectNView } from './schemas';

/**
 * Toggles option `index` of a select-N item, kept in order, up to `n` choices: an option beyond the
 * Nth is refused (the response comes back unchanged), as the NCLEX screen refuses it. Nothing chosen
 * is no answer (null). No zod: the input imports it.
 */
export function toggleUpToN(response: SelectNResponse | null, index: number, n: number): SelectNResponse | null {
  const current = response?.choices ?? [];
  if (current.includes(index)) {
    const rest = current.filter((choice) => choice !== index);
    return rest.length === 0 ? null : { choices: rest };
  }
  if (current.length >= n) return response;
  return { choices: [...current, index].sort((a, b) => a - b) };
}

/**
 * The exam screen's letter keys do not answer a select-N item: `choose` is given no view, so it
 * cannot know N and could not refuse an N+1th choice. Options are chosen by click, tap, or Tab and
 * Space on their native checkboxes (see toggleUpToN).
 */
export const selectNKeyboard: ItemKeyboard<SelectNView, SelectNResponse> = {
  parts: () => 0,
  choose: (response) => response,
};
