import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { dragAndDropFlaws } from './content-rules';
import { checkPlacements, emptyPlacements } from './placements';
import {
  type DragAndDropClozeItem,
  type DragAndDropClozeSolution,
  type DragAndDropClozeView,
  type DragAndDropResponse,
  dragAndDropClozeItemSchema,
  dragAndDropClozeSolutionSchema,
  dragAndDropClozeViewSchema,
  dragAndDropResponseSchema,
  targetCount,
} from './schemas';
import { scoreDragAndDropCloze } from './score';

/** What the drag-and-drop samples read of an item (cloze or rationale). */
interface Keyed {
  tokens: readonly string[];
  correctAnswers: readonly number[];
}

/**
 * Sample responses to a drag-and-drop item (cloze or rationale), for demos, tests and benchmarks.
 * `wrong` moves each key one target on (with one target: a token that is not its key), so every
 * target holds a wrong token; `partlyRight` fills only the first target, with its key; `any`
 * places token 0 (A) in the first target, as a browser could from the view alone.
 */
export const dragAndDropSamples = {
  right: (item: Keyed): DragAndDropResponse => ({ placements: [...item.correctAnswers] }),
  wrong: (item: Keyed): DragAndDropResponse => {
    const keys = item.correctAnswers;
    if (keys.length > 1) return { placements: keys.map((_, target) => keys[(target + 1) % keys.length] ?? null) };
    const other = item.tokens.findIndex((_, token) => !keys.includes(token));
    return { placements: [other] };
  },
  partlyRight: (item: Keyed): DragAndDropResponse => ({
    placements: item.correctAnswers.map((key, target) => (target === 0 ? key : null)),
  }),
  any: (view: { text: string }): DragAndDropResponse => ({
    placements: emptyPlacements(targetCount(view.text)).map((_, target) => (target === 0 ? 0 : null)),
  }),
};

/**
 * Drag-and-drop cloze: a sentence with 1-5 targets and a bank of 4-10 tokens, each token placed in
 * one target at most, scored 0/1 per target (see scoreDragAndDropCloze). JSON import only.
 */
export const dragAndDropCloze: ItemTypeModule<
  'drag-and-drop-cloze',
  DragAndDropClozeItem,
  DragAndDropClozeView,
  DragAndDropResponse,
  DragAndDropClozeSolution
> = {
  itemType: 'drag-and-drop-cloze',
  label: ITEM_TYPE_LABELS['drag-and-drop-cloze'],
  authoredSchema: dragAndDropClozeItemSchema,
  viewSchema: dragAndDropClozeViewSchema,
  responseSchema: dragAndDropResponseSchema,
  solutionSchema: dragAndDropClozeSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), text: item.text, tokens: item.tokens }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: item.correctAnswers,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => checkPlacements(response.placements, targetCount(view.text), view.tokens.length),
  score: scoreDragAndDropCloze,
  contentFlaws: dragAndDropFlaws,
  /** The tokens, keyed when some target takes them. */
  choiceLists: (item) => [multiKeyList(item.tokens, item.correctAnswers)],
  comparableText: (item) => ({ stem: `${item.stem} ${item.text}`, options: item.tokens }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: dragAndDropSamples.right,
    wrong: dragAndDropSamples.wrong,
    /** The first target's key alone: 1 of n points (an item of one target has no partly right answer). */
    partlyRight: dragAndDropSamples.partlyRight,
    any: dragAndDropSamples.any,
  },
};
