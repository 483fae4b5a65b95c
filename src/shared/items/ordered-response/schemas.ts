import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, optionTextsSchema, solutionFields } from '../fields';

/** An ordered-response item has 4 to 6 options, lettered A-F (docs/item-types.md). */
export const ORDERED_OPTIONS = { min: 4, max: 6 } as const;
/** ... and orders at least 3 of them: an order of two is a single either-or choice. */
export const ORDERED_MIN_STEPS = 3;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const orderMessage = msg(
  'correctOrder must list the zero-based indexes of the options used, first step first, like [2, 0, 3, 1].',
);

/**
 * An authored ordered-response item (extended drag and drop): 4-6 options and `correctOrder`, the
 * zero-based indexes of the options used, first step first (at least 3; options left out are
 * distractors).
 */
export const orderedResponseItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('ordered-response'),
    options: optionTextsSchema(ORDERED_OPTIONS.min, ORDERED_OPTIONS.max),
    correctOrder: z
      .array(z.int({ error: orderMessage }).check(z.minimum(0, { error: orderMessage })), { error: orderMessage })
      .check(
        z.minLength(ORDERED_MIN_STEPS, { error: `correctOrder must hold at least ${ORDERED_MIN_STEPS} steps.` }),
        z.refine(distinct, { error: msg('correctOrder must not use an option twice.') }),
      ),
  })
  .check(
    z.refine((item) => item.correctOrder.every((option) => option < item.options.length), {
      error: msg('correctOrder names an option that does not exist.'),
      path: ['correctOrder'],
    }),
  );

export type OrderedResponseItem = z.infer<typeof orderedResponseItemSchema>;

/**
 * An ordered-response item as the browser sees it before scoring: the options and `steps`, how
 * many of them the answer orders (the answer's numbered places), not which or in what order.
 */
export const orderedResponseViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('ordered-response'),
  options: z.array(z.string()),
  steps: z.int(),
});

export type OrderedResponseView = z.infer<typeof orderedResponseViewSchema>;

const responseMessage = msg(
  'order must list the zero-based indexes of the options in the order chosen, like [2, 0, 1].',
);

/** An ordered-response response: the chosen options' zero-based indexes, first step first; at least one, none repeated. */
export const orderedResponseResponseSchema = z.strictObject(
  {
    order: z
      .array(z.int({ error: responseMessage }).check(z.minimum(0, { error: responseMessage })), {
        error: responseMessage,
      })
      .check(
        z.minLength(1, { error: msg('order must hold at least one option; send null to clear the answer.') }),
        z.refine(distinct, { error: msg('order must not use an option twice.') }),
      ),
  },
  { error: msg('An ordered-response answer is {"order": [option indexes, first step first]}.') },
);

export type OrderedResponseResponse = z.infer<typeof orderedResponseResponseSchema>;

/** The right order and rationale of an ordered-response item, once scored. */
export const orderedResponseSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('ordered-response'),
  correctOrder: z.array(z.int()),
});

export type OrderedResponseSolution = z.infer<typeof orderedResponseSolutionSchema>;
