import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { clozeTextProblem } from '../cloze-text';
import { dropdownChoicesSchema, dropdownSchema, dropdownViewSchema } from '../drop-down-cloze/dropdowns';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

const dropdownsMessage = msg(
  'dropdowns must hold 2 drop-downs (a dyad) or 3 (a triad: the cause {{0}}, then its effects {{1}} and {{2}}).',
);

/**
 * An authored drop-down rationale item: `text`, a sentence with the placeholders {{0}}, {{1}} (and
 * {{2}}) in order, and `dropdowns`, 2 (a dyad) or 3 (a triad: the cause, then two effects), each of
 * 3-5 options with the zero-based index of its key.
 */
export const dropDownRationaleItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('drop-down-rationale'),
    text: itemText('text', 2000),
    dropdowns: z
      .array(dropdownSchema, { error: dropdownsMessage })
      .check(z.minLength(2, { error: dropdownsMessage }), z.maxLength(3, { error: dropdownsMessage })),
  })
  .check(
    z.superRefine((item, context) => {
      const problem = clozeTextProblem(item.text, item.dropdowns.length, 'drop-down');
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['text'], input: item.text });
    }),
  );

export type DropDownRationaleItem = z.infer<typeof dropDownRationaleItemSchema>;

/** A drop-down rationale item as the browser sees it before scoring: the sentence and the options, not the keys. */
export const dropDownRationaleViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('drop-down-rationale'),
  text: z.string(),
  dropdowns: z.array(dropdownViewSchema),
});

export type DropDownRationaleView = z.infer<typeof dropDownRationaleViewSchema>;

/** A drop-down rationale response: per drop-down, the chosen option's zero-based index or null. */
export const dropDownRationaleResponseSchema = dropdownChoicesSchema('drop-down rationale');

export type DropDownRationaleResponse = z.infer<typeof dropDownRationaleResponseSchema>;

/** The keys (one per drop-down) and rationale of a drop-down rationale item, once scored. */
export const dropDownRationaleSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('drop-down-rationale'),
  correctAnswers: z.array(z.int()),
});

export type DropDownRationaleSolution = z.infer<typeof dropDownRationaleSolutionSchema>;
