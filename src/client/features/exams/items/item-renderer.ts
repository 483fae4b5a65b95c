import type { ComponentType } from 'react';
import type { ItemKeyboard } from '../../../../shared/items/item-keyboard';
import type { ItemType, ResponseOf, ViewOf } from '../../../../shared/items/registry';
import type { ItemInputProps } from './item-input-props';
import type { ItemScoreNoteProps } from './item-score-note-props';

/**
 * How the browser shows and answers items of type `T`: the browser's half of an item type, in its
 * folder `items/<type>/renderer.ts`. The keyboard part (`parts`, `choose`) is the type's shared
 * `keyboard.ts`, so a key press and a click answer alike.
 */
export interface ItemRenderer<T extends ItemType> extends ItemKeyboard<ViewOf<T>, ResponseOf<T>> {
  /** The type's name as candidates read it, e.g. "Select all that apply". */
  label: string;
  /** True when the label shows as a badge above the stem (every type but multiple choice, the plain one). */
  badge: boolean;
  /** How a candidate answers, one sentence shown under the stem. */
  instruction: string;
  /** The input: options to choose, marked with the key once scored. */
  Input: ComponentType<ItemInputProps<T>>;
  /** How the points came about, shown with the result (optional). */
  ScoreNote?: ComponentType<ItemScoreNoteProps<T>>;
  /** True when the response counts as an answer (Next and Check Answer wait for one). */
  isAnswered(response: ResponseOf<T> | null): boolean;
}
