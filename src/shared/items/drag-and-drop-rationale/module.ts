import { multiKeyList } from '../choice-lists';
import { dragAndDropSamples } from '../drag-and-drop-cloze/module';
import { checkPlacements } from '../drag-and-drop-cloze/placements';
import { type DragAndDropResponse, dragAndDropResponseSchema, targetCount } from '../drag-and-drop-cloze/schemas';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { dragAndDropRationaleFlaws } from './content-rules';
import {
  type DragAndDropRationaleItem,
  type DragAndDropRationaleSolution,
  type DragAndDropRationaleView,
  dragAndDropRationaleItemSchema,
  dragAndDropRationaleSolutionSchema,
  dragAndDropRationaleViewSchema,
} from './schemas';
import { scoreDragAndDropRationale } from './score';

/**
 * Drag-and-drop rationale: a sentence with 2 targets (a dyad) or 3 (a triad: cause, effect,
 * effect) and a bank of 4-10 tokens, scored by the rationale rule (see scoreDragAndDropRationale).
 * Its response is drag-and-drop cloze's `{"placements": [...]}`. JSON import only.
 */
export const dragAndDropRationale: ItemTypeModule<
  'drag-and-drop-rationale',
  DragAndDropRationaleItem,
  DragAndDropRationaleView,
  DragAndDropResponse,
  DragAndDropRationaleSolution
> = {
  itemType: 'drag-and-drop-rationale',
  label: ITEM_TYPE_LABELS['drag-and-drop-rationale'],
  authoredSchema: dragAndDropRationaleItemSchema,
  viewSchema: dragAndDropRationaleViewSchema,
  responseSchema: dragAndDropResponseSchema,
  solutionSchema: dragAndDropRationaleSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), text: item.text, tokens: item.tokens }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: item.correctAnswers,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => checkPlacements(response.placements, targetCount(view.text), view.tokens.length),
  score: scoreDragAndDropRationale,
  contentFlaws: dragAndDropRationaleFlaws,
  /** The tokens, keyed when some target takes them. */
  choiceLists: (item) => [multiKeyList(item.tokens, item.correctAnswers)],
  comparableText: (item) => ({ stem: `${item.stem} ${item.text}`, options: item.tokens }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: dragAndDropSamples.right,
    /** Each key moved one target on: every target wrong, 0 points. */
    wrong: dragAndDropSamples.wrong,
    /**
     * Only the first target (a triad's cause) holds its key, the others empty: 0 of a dyad's 1 point
     * (a dyad has no partial credit); a triad's cause and first effect right: 1 of 2 points.
     */
    partlyRight: (item) =>
      item.correctAnswers.length === 3
        ? { placements: [item.correctAnswers[0] ?? 0, item.correctAnswers[1] ?? 1, null] }
        : dragAndDropSamples.partlyRight(item),
    any: dragAndDropSamples.any,
  },
};
