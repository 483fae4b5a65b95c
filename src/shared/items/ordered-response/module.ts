import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { optionLetter } from '../option-letters';
import { orderedResponseFlaws } from './content-rules';
import {
  type OrderedResponseItem,
  type OrderedResponseResponse,
  type OrderedResponseSolution,
  type OrderedResponseView,
  orderedResponseItemSchema,
  orderedResponseResponseSchema,
  orderedResponseSolutionSchema,
  orderedResponseViewSchema,
} from './schemas';
import { scoreOrderedResponse } from './score';

/**
 * Ordered response (extended drag and drop): 4-6 options, 3 or more of them put in order, scored 1
 * point per step in its right place (see scoreOrderedResponse; decision 013). JSON import only.
 */
export const orderedResponse: ItemTypeModule<
  'ordered-response',
  OrderedResponseItem,
  OrderedResponseView,
  OrderedResponseResponse,
  OrderedResponseSolution
> = {
  itemType: 'ordered-response',
  label: ITEM_TYPE_LABELS['ordered-response'],
  authoredSchema: orderedResponseItemSchema,
  viewSchema: orderedResponseViewSchema,
  responseSchema: orderedResponseResponseSchema,
  solutionSchema: orderedResponseSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    options: item.options,
    steps: item.correctOrder.length,
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctOrder: item.correctOrder,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const missing = response.order.find((option) => option >= view.options.length);
    if (missing !== undefined) {
      return `Option ${missing} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`;
    }
    if (response.order.length > view.steps) {
      return `This item orders ${view.steps} steps: order may hold at most ${view.steps} options; it holds ${response.order.length}.`;
    }
    return null;
  },
  score: scoreOrderedResponse,
  contentFlaws: orderedResponseFlaws,
  /** The options, keyed when the order uses them. */
  choiceLists: (item) => [multiKeyList(item.options, item.correctOrder)],
  comparableText: (item) => ({ stem: item.stem, options: item.options }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ order: [...item.correctOrder] }),
    /** Each step's option moved one place on (the first step's option last): no step in place. */
    wrong: (item) => ({ order: [...item.correctOrder.slice(1), ...item.correctOrder.slice(0, 1)] }),
    /** Every step but the last in place, the last left empty: n - 1 of n points. */
    partlyRight: (item) => ({ order: item.correctOrder.slice(0, -1) }),
    any: (view) => ({ order: view.options.map((_, index) => index).slice(0, view.steps) }),
  },
};
