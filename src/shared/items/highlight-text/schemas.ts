import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';
import { parsePassage, spanTexts } from './passage';

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

/** The number of spans of an authored passage, 0 when its markup is wrong (the passage's own error says why). */
const spanCount = (passage: string) => {
  const parsed = parsePassage(passage);
  return 'runs' in parsed ? spanTexts(parsed.runs).length : 0;
};

const keysMessage = msg('correctAnswers must list the zero-based indexes of the keyed spans, like [0, 3].');

/**
 * An authored highlight-text item (docs/item-types.md): a `passage` (a nurse's note, a history)
 * with 2-10 spans marked `[[...]]`, numbered in order from 0, and `correctAnswers` the indexes of
 * the keyed spans: at least one, never every span.
 */
export const highlightTextItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('highlight-text'),
    passage: itemText('passage', 6000).check(
      z.superRefine((passage, context) => {
        const parsed = parsePassage(passage);
        if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error, input: passage });
      }),
    ),
    correctAnswers: z
      .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
      .check(
        z.minLength(1, { error: msg('correctAnswers must hold at least 1 keyed span.') }),
        z.refine(distinct, { error: msg('correctAnswers must not repeat a span.') }),
      ),
  })
  .check(
    z.refine(
      (item) => item.correctAnswers.every((key) => key < spanCount(item.passage)) || spanCount(item.passage) === 0,
      {
        error: msg('correctAnswers names a span the passage does not mark (spans are numbered from 0 in order).'),
        path: ['correctAnswers'],
      },
    ),
    z.refine((item) => spanCount(item.passage) === 0 || item.correctAnswers.length < spanCount(item.passage), {
      error: msg('correctAnswers must leave at least one span that is not a key.'),
      path: ['correctAnswers'],
    }),
  );

export type HighlightTextItem = z.infer<typeof highlightTextItemSchema>;

/** A run of the passage as the browser sees it: plain text, or a numbered span (never whether it is a key). */
export const highlightRunSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), text: z.string() }),
  z.strictObject({ kind: z.literal('span'), index: z.int(), text: z.string() }),
]);

/** A highlight-text item as the browser sees it before scoring: the passage as runs, no keys. */
export const highlightTextViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('highlight-text'),
  passage: z.array(highlightRunSchema),
});

export type HighlightTextView = z.infer<typeof highlightTextViewSchema>;

const choicesMessage = msg('choices must list the zero-based indexes of the highlighted spans, like [0, 3].');

/** A highlight-text response: the indexes of the highlighted spans, at least one, none repeated. */
export const highlightTextResponseSchema = z.strictObject(
  {
    choices: z
      .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
        error: choicesMessage,
      })
      .check(
        z.minLength(1, { error: msg('choices must hold at least one span; send null to clear the answer.') }),
        z.refine(distinct, { error: msg('choices must not repeat a span.') }),
      ),
  },
  { error: msg('A highlight-text answer is {"choices": [span indexes]}.') },
);

export type HighlightTextResponse = z.infer<typeof highlightTextResponseSchema>;

/**
 * The keyed spans (in order) and rationale of a highlight-text item, once scored, with the text of
 * every span so the result can name the spans it scores.
 */
export const highlightTextSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('highlight-text'),
  correctAnswers: z.array(z.int()),
  spans: z.array(z.string()),
});

export type HighlightTextSolution = z.infer<typeof highlightTextSolutionSchema>;
