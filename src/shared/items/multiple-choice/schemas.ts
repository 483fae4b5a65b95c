import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, optionTextsSchema, solutionFields } from '../fields';

/** Every multiple-choice item has exactly four options, lettered A-D (spec §3 "Question", §9). */
export const MULTIPLE_CHOICE_OPTIONS = 4;

const keyMessage = msg('correctAnswer must be 0 to 3 (the index of the key in options).');

/** An authored multiple-choice item (spec §3 "Question"): four options and one key, `correctAnswer` zero-based. */
export const multipleChoiceItemSchema = z.strictObject({
  ...authoredItemFields,
  itemType: z.literal('multiple-choice'),
  options: optionTextsSchema(MULTIPLE_CHOICE_OPTIONS, MULTIPLE_CHOICE_OPTIONS),
  correctAnswer: z
    .int({ error: msg('correctAnswer must be a whole number.') })
    .check(z.minimum(0, { error: keyMessage }), z.maximum(MULTIPLE_CHOICE_OPTIONS - 1, { error: keyMessage })),
});

export type MultipleChoiceItem = z.infer<typeof multipleChoiceItemSchema>;

/** A multiple-choice item as the browser sees it before scoring: the options, not the key. */
export const multipleChoiceViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('multiple-choice'),
  options: z.array(z.string()),
});

export type MultipleChoiceView = z.infer<typeof multipleChoiceViewSchema>;

const choiceMessage = msg('choice must be the zero-based index of one option: 0 (A) to 3 (D).');

/** A multiple-choice response: the zero-based index of the one chosen option. */
export const multipleChoiceResponseSchema = z.strictObject(
  { choice: z.int({ error: choiceMessage }).check(z.minimum(0, { error: choiceMessage })) },
  { error: msg('A multiple-choice answer is {"choice": 0-3}.') },
);

export type MultipleChoiceResponse = z.infer<typeof multipleChoiceResponseSchema>;

/** The key and rationale of a multiple-choice item, once scored. */
export const multipleChoiceSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('multiple-choice'),
  correctAnswer: z.int(),
});

export type MultipleChoiceSolution = z.infer<typeof multipleChoiceSolutionSchema>;
