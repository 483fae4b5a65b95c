import type { ItemType } from '../../../../shared/items/registry';
import type { ItemRenderer } from './item-renderer';
import { multipleChoiceRenderer } from './multiple-choice/renderer';
import { selectAllThatApplyRenderer } from './select-all-that-apply/renderer';

/**
 * The renderer of every item type: the browser's half of the item registry
 * (src/shared/items/registry.ts), one line per type. TypeScript requires an entry for every type,
 * each typed for its own views and responses.
 */
export const itemRenderers: { [T in ItemType]: ItemRenderer<T> } = {
  'multiple-choice': multipleChoiceRenderer,
  'select-all-that-apply': selectAllThatApplyRenderer,
};

/**
 * The renderer of `itemType`, taking the views, responses and solutions of any type: the one place
 * the browser trusts that an item's response and solution are of the item's own type (the server
 * makes them so: it checks every response against its item's type).
 */
export function rendererFor(itemType: ItemType): ItemRenderer<ItemType> {
  return itemRenderers[itemType] as unknown as ItemRenderer<ItemType>;
}
