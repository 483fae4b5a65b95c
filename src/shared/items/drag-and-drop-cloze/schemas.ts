import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { clozePlaceholders, clozeTextProblem } from '../cloze-text';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/** A drag-and-drop item's token bank: 4 to 10 texts (docs/item-types.md), lettered A-J. */
export const DRAG_AND_DROP_TOKENS = { min: 4, max: 10 } as const;
/** A drag-and-drop cloze item has 1 to 5 targets, `{{0}}` to `{{4}}` in its text. */
export const DRAG_AND_DROP_CLOZE_TARGETS = { min: 1, max: 5 } as const;

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

/** The token bank of a drag-and-drop item: 4-10 different texts. */
export const tokensSchema = z
  .array(itemText(msg('each token'), 300), { error: msg('tokens must be a list of 4 to 10 texts.') })
  .check(
    z.minLength(DRAG_AND_DROP_TOKENS.min, { error: msg('tokens must hold 4 to 10 texts.') }),
    z.maxLength(DRAG_AND_DROP_TOKENS.max, { error: msg('tokens must hold 4 to 10 texts.') }),
    z.refine((tokens) => distinct(tokens.map((token) => token.toLowerCase())), {
      error: msg('tokens must all be different.'),
    }),
  );

const keysMessage = msg('correctAnswers must list the zero-based index of the token of each target, like [3, 0].');

/** The key of a drag-and-drop item: the token index of each target, in the targets' order, none repeated. */
export const tokenKeysSchema = z
  .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
  .check(
    z.refine(distinct, { error: msg('correctAnswers must not use a token twice: a token fills one target only.') }),
  );

/** The fields a drag-and-drop item checks across: its text, its tokens and its key. */
interface DragAndDropFields {
  text: string;
  tokens: string[];
  correctAnswers: number[];
}

const targetsSize = (targets: { min: number; max: number }) =>
  targets.min === targets.max ? `exactly ${targets.min}` : `${targets.min} to ${targets.max}`;

/** The number of targets of a drag-and-drop item's text: its placeholders `{{i}}`. */
export const targetCount = (text: string) => clozePlaceholders(text).length;

/**
 * The checks of a drag-and-drop item (cloze or rationale) across its fields: `targets.min`-
 * `targets.max` keys, the text's targets `{{0}}`, `{{1}}`, ... in order, one per key, each key a
 * token that exists, and more tokens than targets (the bank always keeps a distractor).
 */
export function dragAndDropChecks<T extends DragAndDropFields>(targets: { min: number; max: number }) {
  const size = targetsSize(targets);
  return [
    z.refine<T>((item) => item.correctAnswers.length >= targets.min && item.correctAnswers.length <= targets.max, {
      error: `correctAnswers must hold ${size} token indexes, one per target.`,
      path: ['correctAnswers'],
    }),
    z.superRefine<T>((item, context) => {
      const problem = clozeTextProblem(item.text, item.correctAnswers.length, 'target');
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['text'], input: item.text });
    }),
    z.refine<T>((item) => item.correctAnswers.every((key) => key < item.tokens.length), {
      error: msg('correctAnswers names a token that does not exist.'),
      path: ['correctAnswers'],
    }),
    z.refine<T>((item) => item.tokens.length > item.correctAnswers.length, {
      error: msg('tokens must hold more texts than the text has targets, so that some tokens are distractors.'),
      path: ['tokens'],
    }),
  ];
}

/** The authored text of a drag-and-drop item: sentences with targets `{{0}}`, `{{1}}`, ... */
export const dragAndDropTextSchema = itemText('text', 1000);

/**
 * An authored drag-and-drop cloze item: `text` with 1-5 targets `{{0}}`..., `tokens` (4-10) and
 * `correctAnswers`, the zero-based token index of each target in order (docs/item-types.md).
 */
export const dragAndDropClozeItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('drag-and-drop-cloze'),
    text: dragAndDropTextSchema,
    tokens: tokensSchema,
    correctAnswers: tokenKeysSchema,
  })
  .check(...dragAndDropChecks(DRAG_AND_DROP_CLOZE_TARGETS));

export type DragAndDropClozeItem = z.infer<typeof dragAndDropClozeItemSchema>;

/** A drag-and-drop cloze item as the browser sees it before scoring: the text and tokens, not the key. */
export const dragAndDropClozeViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('drag-and-drop-cloze'),
  text: z.string(),
  tokens: z.array(z.string()),
});

export type DragAndDropClozeView = z.infer<typeof dragAndDropClozeViewSchema>;

const placementMessage = msg(
  'placements must hold, for each target in order, the zero-based index of the token placed there or null, like [3, null].',
);

/**
 * A drag-and-drop response (cloze or rationale): for each target in order, the zero-based index of
 * the token placed there, or null for an empty target; at least one token placed (null clears the
 * answer). Whether it fits the item (one entry per target, tokens that exist, none placed twice) is
 * `checkPlacements`.
 */
export const dragAndDropResponseSchema = z.strictObject(
  {
    placements: z
      .array(z.nullable(z.int({ error: placementMessage }).check(z.minimum(0, { error: placementMessage }))), {
        error: placementMessage,
      })
      .check(
        z.refine((placements) => placements.some((placement) => placement !== null), {
          error: msg('placements must place at least one token; send null to clear the answer.'),
        }),
      ),
  },
  { error: msg('A drag-and-drop answer is {"placements": [a token index or null for each target]}.') },
);

export type DragAndDropResponse = z.infer<typeof dragAndDropResponseSchema>;

/** The key (the token of each target) and rationale of a drag-and-drop cloze item, once scored. */
export const dragAndDropClozeSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('drag-and-drop-cloze'),
  correctAnswers: z.array(z.int()),
});

export type DragAndDropClozeSolution = z.infer<typeof dragAndDropClozeSolutionSchema>;
