import type { ComponentType } from 'react';
import type { ItemResponse, ItemType, ItemView } from '../../../../shared/items/registry';
import { choicesOf, toggleChoice } from './choices';
import type { ItemInputProps } from './item-input-props';
import type { ItemScoreNoteProps } from './item-score-note-props';
import { MultipleChoiceInput } from './MultipleChoiceInput';
import { SataArithmetic } from './SataArithmetic';
import { SelectAllThatApplyInput } from './SelectAllThatApplyInput';

/**
 * How the browser shows and answers one item type: the browser's half of the item registry
 * (src/shared/items/registry.ts). TypeScript requires an entry for every item type.
 */
export interface ItemRenderer {
  /** The type's name as candidates read it, shown as a badge beside other types' items. */
  label: string;
  /** How a candidate answers, one sentence shown under the stem. */
  instruction: string;
  /** The input: options to choose, marked with the key once scored. */
  Input: ComponentType<ItemInputProps>;
  /** How the points came about, shown with the result (optional). */
  ScoreNote?: ComponentType<ItemScoreNoteProps>;
  /** The response after the keyboard shortcut for option `index` (A or 1 = 0); null when nothing is chosen. */
  choose(response: ItemResponse | null, index: number): ItemResponse | null;
  /** True when the response counts as an answer. */
  isAnswered(response: ItemResponse | null): boolean;
}

export const itemRenderers: Record<ItemType, ItemRenderer> = {
  'multiple-choice': {
    label: 'Multiple choice',
    instruction: 'Choose the one best answer.',
    Input: MultipleChoiceInput,
    choose: (_response, index) => ({ choice: index }),
    isAnswered: (response) => response !== null,
  },
  'select-all-that-apply': {
    label: 'Select all that apply',
    instruction: 'Select all that apply.',
    Input: SelectAllThatApplyInput,
    ScoreNote: SataArithmetic,
    choose: toggleChoice,
    isAnswered: (response) => choicesOf(response).length > 0,
  },
};

/** The renderer of `view`'s item type. */
export function rendererOf(view: ItemView): ItemRenderer {
  return itemRenderers[view.itemType];
}
