import type { ItemResponse, ItemSolution } from '../../../../shared/items/registry';

/** What an item type's score note (how its points came about) gets. */
export interface ItemScoreNoteProps {
  response: ItemResponse | null;
  solution: ItemSolution;
}
