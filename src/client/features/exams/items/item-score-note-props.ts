import type { ItemType, ResponseOf, SolutionOf } from '../../../../shared/items/registry';

/** What the score note (how its points came about) of an item of type `T` gets. */
export interface ItemScoreNoteProps<T extends ItemType = ItemType> {
  response: ResponseOf<T> | null;
  solution: SolutionOf<T>;
}
