import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, optionTextsSchema, solutionFields } from '../fields';

/** A select-N item has five to ten options, lettered A-J (docs/item-types.md). */
export const SELECT_N_OPTIONS = { min: 5, max: 10 } as const;
/** N is at least 2 (one key is a multiple-choice item) and below the number of options. */
export const SELECT_N_MIN = 2;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const keysMessage = msg('correctAnswers must list the zero-based indexes of the keys, like [1, 4].');

/**
 * An authored select-N item: five to ten options, `n` (2 up to one fewer than the options) the number
 * a candidate must choose, and `correctAnswers` the zero-based indexes of exactly `n` keys. The stem
 * says "Select <n>." (a content rule).
 */
export const selectNItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('select-n'),
    options: optionTextsSchema(SELECT_N_OPTIONS.min, SELECT_N_OPTIONS.max),
    n: z
      .int({ error: msg('n must be a whole number: how many options the candidate selects, like 2.') })
      .check(z.minimum(SELECT_N_MIN, { error: `n must be at least ${SELECT_N_MIN}.` })),
    correctAnswers: z
      .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
      .check(z.refine(distinct, { error: msg('correctAnswers must not repeat an index.') })),
  })
  .check(
    z.refine((item) => item.n < item.options.length, {
      error: msg('n must be smaller than the number of options.'),
      path: ['n'],
    }),
    z.refine((item) => item.correctAnswers.length === item.n, {
      error: msg('correctAnswers must hold exactly n keys.'),
      path: ['correctAnswers'],
    }),
    z.refine((item) => item.correctAnswers.every((key) => key < item.options.length), {
      error: msg('correctAnswers names an option that does not exist.'),
      path: ['correctAnswers'],
    }),
  );

export type SelectNItem = z.infer<typeof selectNItemSchema>;

/** A select-N item as the browser sees it before scoring: the options and N, not the keys. */
export const selectNViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('select-n'),
  options: z.array(z.string()),
  n: z.int(),
});

export type SelectNView = z.infer<typeof selectNViewSchema>;

const choicesMessage = msg('choices must list the zero-based indexes of the chosen options, like [1, 3].');

/**
 * A select-N response: the zero-based indexes of the chosen options, at least one, none repeated.
 * At most N is checked against the item (`checkResponse`), which the schema cannot see.
 */
export const selectNResponseSchema = z.strictObject(
  {
    choices: z
      .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
        error: choicesMessage,
      })
      .check(
        z.minLength(1, { error: msg('choices must hold at least one option; send null to clear the answer.') }),
        z.refine(distinct, { error: msg('choices must not repeat an option.') }),
      ),
  },
  { error: msg('A select-N answer is {"choices": [indexes]}.') },
);

export type SelectNResponse = z.infer<typeof selectNResponseSchema>;

/** The keys (in order) and rationale of a select-N item, once scored. */
export const selectNSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('select-n'),
  correctAnswers: z.array(z.int()),
});

export type SelectNSolution = z.infer<typeof selectNSolutionSchema>;
