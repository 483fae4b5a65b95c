import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { clozeTextProblem } from '../cloze-text';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';
import { dropdownChoicesSchema, dropdownSchema, dropdownViewSchema } from './dropdowns';

/** A drop-down cloze item has 1 to 5 drop-downs in its sentence (docs/item-types.md). */
export const CLOZE_DROPDOWNS = { min: 1, max: 5 } as const;

/**
 * An authored drop-down cloze item: `text`, a sentence with the placeholders {{0}}, {{1}}, ... in
 * order, one per drop-down, and `dropdowns`, 1-5 drop-downs of 3-5 options with the zero-based
 * index of each one's key.
 */
export const dropDownClozeItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('drop-down-cloze'),
    text: itemText('text', 2000),
    dropdowns: z
      .array(dropdownSchema, { error: msg('dropdowns must be a list of 1 to 5 drop-downs.') })
      .check(
        z.minLength(CLOZE_DROPDOWNS.min, { error: msg('dropdowns must hold 1 to 5 drop-downs.') }),
        z.maxLength(CLOZE_DROPDOWNS.max, { error: msg('dropdowns must hold 1 to 5 drop-downs.') }),
      ),
  })
  .check(
    z.superRefine((item, context) => {
      const problem = clozeTextProblem(item.text, item.dropdowns.length, 'drop-down');
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['text'], input: item.text });
    }),
  );

export type DropDownClozeItem = z.infer<typeof dropDownClozeItemSchema>;

/** A drop-down cloze item as the browser sees it before scoring: the sentence and the options, not the keys. */
export const dropDownClozeViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('drop-down-cloze'),
  text: z.string(),
  dropdowns: z.array(dropdownViewSchema),
});

export type DropDownClozeView = z.infer<typeof dropDownClozeViewSchema>;

/** A drop-down cloze response: per drop-down, the chosen option's zero-based index or null. */
export const dropDownClozeResponseSchema = dropdownChoicesSchema('drop-down cloze');

export type DropDownClozeResponse = z.infer<typeof dropDownClozeResponseSchema>;

/** The keys (one per drop-down) and rationale of a drop-down cloze item, once scored. */
export const dropDownClozeSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('drop-down-cloze'),
  correctAnswers: z.array(z.int()),
});

export type DropDownClozeSolution = z.infer<typeof dropDownClozeSolutionSchema>;
