import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/** A grouping item has 2 to 5 groups (rows of its table), each of 2 to 4 options (docs/item-types.md). */
export const GROUPING_GROUPS = { min: 2, max: 5 } as const;
export const GROUPING_OPTIONS = { min: 2, max: 4 } as const;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;
const distinctTexts = (texts: readonly string[]) => new Set(texts.map((t) => t.toLowerCase())).size === texts.length;

const keysMessage = msg("each group's correctAnswers must list the zero-based indexes of its keys, like [0, 2].");

/**
 * One group (a row of the table): a label, 2 to 4 option texts, and `correctAnswers` the zero-based
 * indexes of its keys: at least one, and at least one option left that is not a key (a group whose
 * every option is a key asks nothing, and a response choosing only distractors must be able to earn 0).
 */
export const groupingGroupSchema = z
  .strictObject(
    {
      label: itemText(msg("each group's label"), 120),
      options: z
        .array(itemText(msg('each option of a group'), 300), {
          error: msg("each group's options must be a list of texts."),
        })
        .check(
          z.minLength(GROUPING_OPTIONS.min, {
            error: `each group's options must hold ${GROUPING_OPTIONS.min} to ${GROUPING_OPTIONS.max} texts.`,
          }),
          z.maxLength(GROUPING_OPTIONS.max, {
            error: `each group's options must hold ${GROUPING_OPTIONS.min} to ${GROUPING_OPTIONS.max} texts.`,
          }),
          z.refine(distinctTexts, { error: msg("each group's options must all be different.") }),
        ),
      correctAnswers: z
        .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
        .check(
          z.minLength(1, { error: msg("each group's correctAnswers must hold at least 1 key.") }),
          z.refine(distinct, { error: msg("each group's correctAnswers must not repeat an index.") }),
        ),
    },
    { error: msg('each group must be {"label": text, "options": [texts], "correctAnswers": [indexes]}.') },
  )
  .check(
    z.refine((group) => group.correctAnswers.every((key) => key < group.options.length), {
      error: msg("a group's correctAnswers names an option the group does not have."),
      path: ['correctAnswers'],
    }),
    z.refine((group) => group.correctAnswers.length < group.options.length, {
      error: msg("each group's correctAnswers must leave at least one option of the group that is not a key."),
      path: ['correctAnswers'],
    }),
  );

/**
 * An authored multiple-response-grouping item: a table of 2 to 5 groups, each a row with its label
 * and 2 to 4 checkboxes, and optionally `columns`, the table's two header cells (the label column's
 * and the options column's, e.g. ["Body system", "Finding"]).
 */
export const multipleResponseGroupingItemSchema = z.strictObject({
  ...authoredItemFields,
  itemType: z.literal('multiple-response-grouping'),
  columns: z.optional(
    z
      .array(itemText(msg('each column header'), 120), { error: msg('columns must be a list of 2 header texts.') })
      .check(
        z.length(2, {
          error: msg('columns must hold exactly 2 header texts: the group column and the options column.'),
        }),
      ),
  ),
  groups: z.array(groupingGroupSchema, { error: msg('groups must be a list of groups.') }).check(
    z.minLength(GROUPING_GROUPS.min, {
      error: `groups must hold ${GROUPING_GROUPS.min} to ${GROUPING_GROUPS.max} groups.`,
    }),
    z.maxLength(GROUPING_GROUPS.max, {
      error: `groups must hold ${GROUPING_GROUPS.min} to ${GROUPING_GROUPS.max} groups.`,
    }),
    z.refine((groups) => distinctTexts(groups.map((group) => group.label)), {
      error: msg("the groups' labels must all be different."),
    }),
  ),
});

export type MultipleResponseGroupingItem = z.infer<typeof multipleResponseGroupingItemSchema>;

/** A grouping item as the browser sees it before scoring: the header, the groups' labels and options, no keys. */
export const multipleResponseGroupingViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('multiple-response-grouping'),
  columns: z.optional(z.array(z.string())),
  groups: z.array(z.object({ label: z.string(), options: z.array(z.string()) })),
});

export type MultipleResponseGroupingView = z.infer<typeof multipleResponseGroupingViewSchema>;

const choicesMessage = msg(
  'choices must hold one list per group of the zero-based indexes chosen in it, like [[0], [], [1, 2]].',
);

/**
 * A grouping response: one list per group (in the groups' order) of the options chosen in it, [] for
 * a group with nothing chosen; at least one option chosen in all. That there is one list per group
 * and each option exists is checked against the item (`checkResponse`).
 */
export const multipleResponseGroupingResponseSchema = z.strictObject(
  {
    choices: z
      .array(
        z
          .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
            error: choicesMessage,
          })
          .check(z.refine(distinct, { error: msg('choices must not repeat an option within a group.') })),
        { error: choicesMessage },
      )
      .check(
        z.refine((lists) => lists.some((list) => list.length > 0), {
          error: msg('choices must hold at least one chosen option; send null to clear the answer.'),
        }),
      ),
  },
  { error: msg('A multiple-response-grouping answer is {"choices": [[indexes], ...]}, one list per group.') },
);

export type MultipleResponseGroupingResponse = z.infer<typeof multipleResponseGroupingResponseSchema>;

/** The keys of each group (in order, with the group's label for the score note) and the rationale, once scored. */
export const multipleResponseGroupingSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('multiple-response-grouping'),
  groups: z.array(z.object({ label: z.string(), correctAnswers: z.array(z.int()) })),
});

export type MultipleResponseGroupingSolution = z.infer<typeof multipleResponseGroupingSolutionSchema>;
