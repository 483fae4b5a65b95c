import type { Dropdown } from '../../../../../../shared/items/drop-down-cloze/dropdowns';
import { indexAfterMove, indexAfterRemove, insertAt, moveTo, removeAt, replaceAt } from './h6-list';

/**
 * Pure edits of one drop-down (its choices and key) for the drop-down editors (issue 28 item 1):
 * the key stays on its choice when choices move or go; when the key's own choice goes, the first
 * choice becomes the key.
 */

/** A new drop-down: three empty choices (the fewest a drop-down has), the first the key. */
export const blankDropdown = (): Dropdown => ({ options: ['', '', ''], correctAnswer: 0 });

/** The drop-down with choice `index`'s text set. */
export const setChoice = (dropdown: Dropdown, index: number, text: string): Dropdown => ({
  ...dropdown,
  options: replaceAt(dropdown.options, index, text),
});

/** The drop-down with an empty choice added at the end. */
export const addChoice = (dropdown: Dropdown): Dropdown => ({ ...dropdown, options: insertAt(dropdown.options, '') });

/** The drop-down without choice `index`; the key follows its choice, or falls to the first choice. */
export const removeChoice = (dropdown: Dropdown, index: number): Dropdown => ({
  options: removeAt(dropdown.options, index),
  correctAnswer: indexAfterRemove(dropdown.correctAnswer, index) ?? 0,
});

/** The drop-down with choice `from` moved to `to`; the key follows its choice. */
export const moveChoice = (dropdown: Dropdown, from: number, to: number): Dropdown => ({
  options: moveTo(dropdown.options, from, to),
  correctAnswer: indexAfterMove(dropdown.correctAnswer, from, to),
});
