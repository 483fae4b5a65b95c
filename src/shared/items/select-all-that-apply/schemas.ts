import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, optionTextsSchema, solutionFields } from '../fields';

/** A select-all-that-apply item has five to ten options, lettered A-J (docs/item-types.md; docs/nclex.md §2). */
export const SATA_OPTIONS = { min: 5, max: 10 } as const;
/** ... and at least one key; every option may be a key (NCSBN: "1 to all options may be keys"). */
export const SATA_MIN_KEYS = 1;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const keysMessage = msg('correctAnswers must list the zero-based indexes of the keys, like [0, 2, 3].');

/**
 * An authored select-all-that-apply (SATA) item: five to ten options, `correctAnswers` the
 * zero-based indexes of its keys, from one key to every option.
 */
export const selectAllThatApplyItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('select-all-that-apply'),
    options: optionTextsSchema(SATA_OPTIONS.min, SATA_OPTIONS.max),
    correctAnswers: z
      .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
      .check(
        z.minLength(SATA_MIN_KEYS, { error: `correctAnswers must hold at least ${SATA_MIN_KEYS} key.` }),
        z.refine(distinct, { error: msg('correctAnswers must not repeat an index.') }),
      ),
  })
  .check(
    z.refine((item) => item.correctAnswers.every((key) => key < item.options.length), {
      error: msg('correctAnswers names an option that does not exist.'),
      path: ['correctAnswers'],
    }),
  );

export type SelectAllThatApplyItem = z.infer<typeof selectAllThatApplyItemSchema>;

/** A SATA item as the browser sees it before scoring: the options, not the keys. */
export const selectAllThatApplyViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('select-all-that-apply'),
  options: z.array(z.string()),
});

export type SelectAllThatApplyView = z.infer<typeof selectAllThatApplyViewSchema>;

const choicesMessage = msg('choices must list the zero-based indexes of the chosen options, like [0, 2].');

/** A SATA response: the zero-based indexes of every chosen option, at least one, none repeated. */
export const selectAllThatApplyResponseSchema = z.strictObject(
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
  { error: msg('A select-all-that-apply answer is {"choices": [indexes]}.') },
);

export type SelectAllThatApplyResponse = z.infer<typeof selectAllThatApplyResponseSchema>;

/** The keys (in order) and rationale of a SATA item, once scored. */
export const selectAllThatApplySolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('select-all-that-apply'),
  correctAnswers: z.array(z.int()),
});

export type SelectAllThatApplySolution = z.infer<typeof selectAllThatApplySolutionSchema>;
