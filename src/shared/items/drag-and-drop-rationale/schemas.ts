import { z } from 'zod/mini';
import {
  dragAndDropChecks,
  dragAndDropTextSchema,
  tokenKeysSchema,
  tokensSchema,
} from '../drag-and-drop-cloze/schemas';
import { authoredItemFields, itemViewFields, solutionFields } from '../fields';

/**
 * A drag-and-drop rationale item has 2 targets (a dyad) or 3 (a triad: `{{0}}` the cause, `{{1}}`
 * and `{{2}}` its effects; docs/item-types.md).
 */
export const DRAG_AND_DROP_RATIONALE_TARGETS = { min: 2, max: 3 } as const;

/**
 * An authored drag-and-drop rationale item: `text` with 2 or 3 targets, `tokens` (4-10) and
 * `correctAnswers`, the zero-based token index of each target in order (docs/item-types.md).
 */
export const dragAndDropRationaleItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('drag-and-drop-rationale'),
    text: dragAndDropTextSchema,
    tokens: tokensSchema,
    correctAnswers: tokenKeysSchema,
  })
  .check(...dragAndDropChecks(DRAG_AND_DROP_RATIONALE_TARGETS));

export type DragAndDropRationaleItem = z.infer<typeof dragAndDropRationaleItemSchema>;

/** A drag-and-drop rationale item as the browser sees it before scoring: the text and tokens, not the key. */
export const dragAndDropRationaleViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('drag-and-drop-rationale'),
  text: z.string(),
  tokens: z.array(z.string()),
});

export type DragAndDropRationaleView = z.infer<typeof dragAndDropRationaleViewSchema>;

/** The key (the token of each target) and rationale of a drag-and-drop rationale item, once scored. */
export const dragAndDropRationaleSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('drag-and-drop-rationale'),
  correctAnswers: z.array(z.int()),
});

export type DragAndDropRationaleSolution = z.infer<typeof dragAndDropRationaleSolutionSchema>;
