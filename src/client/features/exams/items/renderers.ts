import type { ItemType } from '../../../../shared/items/registry';
import { bowTieRenderer } from './bow-tie/renderer';
import { calculationRenderer } from './calculation/renderer';
import { dragAndDropClozeRenderer } from './drag-and-drop-cloze/renderer';
import { dragAndDropRationaleRenderer } from './drag-and-drop-rationale/renderer';
import { dropDownClozeRenderer } from './drop-down-cloze/renderer';
import { dropDownRationaleRenderer } from './drop-down-rationale/renderer';
import { dropDownTableRenderer } from './drop-down-table/renderer';
import { highlightTableRenderer } from './highlight-table/renderer';
import { highlightTextRenderer } from './highlight-text/renderer';
import type { ItemRenderer } from './item-renderer';
import { matrixMultipleChoiceRenderer } from './matrix-multiple-choice/renderer';
import { matrixMultipleResponseRenderer } from './matrix-multiple-response/renderer';
import { multipleChoiceRenderer } from './multiple-choice/renderer';
import { multipleResponseGroupingRenderer } from './multiple-response-grouping/renderer';
import { orderedResponseRenderer } from './ordered-response/renderer';
import { selectAllThatApplyRenderer } from './select-all-that-apply/renderer';
import { selectNRenderer } from './select-n/renderer';

/**
 * The renderer of every item type: the browser's half of the item registry
 * (src/shared/items/registry.ts), one line per type. TypeScript requires an entry for every type,
 * each typed for its own views and responses.
 */
export const itemRenderers: { [T in ItemType]: ItemRenderer<T> } = {
  'multiple-choice': multipleChoiceRenderer,
  'select-all-that-apply': selectAllThatApplyRenderer,
  'select-n': selectNRenderer,
  'multiple-response-grouping': multipleResponseGroupingRenderer,
  'matrix-multiple-choice': matrixMultipleChoiceRenderer,
  'matrix-multiple-response': matrixMultipleResponseRenderer,
  'highlight-text': highlightTextRenderer,
  'highlight-table': highlightTableRenderer,
  'bow-tie': bowTieRenderer,
  calculation: calculationRenderer,
  'drop-down-cloze': dropDownClozeRenderer,
  'drop-down-table': dropDownTableRenderer,
  'drop-down-rationale': dropDownRationaleRenderer,
  'drag-and-drop-cloze': dragAndDropClozeRenderer,
  'drag-and-drop-rationale': dragAndDropRationaleRenderer,
  'ordered-response': orderedResponseRenderer,
};

/**
 * The renderer of `itemType`, taking the views, responses and solutions of any type: the one place
 * the browser trusts that an item's response and solution are of the item's own type (the server
 * makes them so: it checks every response against its item's type).
 */
export function rendererFor(itemType: ItemType): ItemRenderer<ItemType> {
  return itemRenderers[itemType] as unknown as ItemRenderer<ItemType>;
}
