import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, solutionFields } from '../fields';
import { matrixTextsSchema } from './matrix-fields';

/** A matrix multiple choice item has 2-3 columns and 4-10 rows (docs/item-types.md; NCSBN NGN item types). */
export const MATRIX_MC_COLUMNS = { min: 2, max: 3 } as const;
export const MATRIX_MC_ROWS = { min: 4, max: 10 } as const;

const keysMessage = msg('correctAnswers must list one zero-based column index per row, like [0, 1, 1, 0].');

/**
 * An authored matrix multiple choice item: `columns` (2-3 texts, like "Indicated" and "Not
 * indicated"), `rows` (4-10 texts, each a finding or action) and `correctAnswers`, the zero-based
 * index of the one right column of each row, in row order.
 */
export const matrixMultipleChoiceItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('matrix-multiple-choice'),
    columns: matrixTextsSchema('columns', MATRIX_MC_COLUMNS.min, MATRIX_MC_COLUMNS.max, 80),
    rows: matrixTextsSchema('rows', MATRIX_MC_ROWS.min, MATRIX_MC_ROWS.max, 300),
    correctAnswers: z.array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), {
      error: keysMessage,
    }),
  })
  .check(
    z.refine((item) => item.correctAnswers.length === item.rows.length, {
      error: (issue) => {
        const item = issue.input as { rows: unknown[]; correctAnswers: unknown[] };
        return `correctAnswers must hold one column index per row: the item has ${item.rows.length} rows and ${item.correctAnswers.length} keys.`;
      },
      path: ['correctAnswers'],
    }),
    z.refine((item) => item.correctAnswers.every((key) => key < item.columns.length), {
      error: msg('correctAnswers names a column that does not exist.'),
      path: ['correctAnswers'],
    }),
  );

export type MatrixMultipleChoiceItem = z.infer<typeof matrixMultipleChoiceItemSchema>;

/** A matrix multiple choice item as the browser sees it before scoring: the columns and rows, not the keys. */
export const matrixMultipleChoiceViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('matrix-multiple-choice'),
  columns: z.array(z.string()),
  rows: z.array(z.string()),
});

export type MatrixMultipleChoiceView = z.infer<typeof matrixMultipleChoiceViewSchema>;

const choiceMessage = msg(
  'choices must hold, for each row, the zero-based index of the chosen column or null, like [0, null, 1, 0].',
);

/**
 * A matrix multiple choice response: one entry per row, in row order, the zero-based index of the
 * chosen column or null for a row not yet answered (the exam screen goes on only when every row is
 * answered; a saved response may be partial).
 */
export const matrixMultipleChoiceResponseSchema = z.strictObject(
  {
    choices: z
      .array(z.nullable(z.int({ error: choiceMessage }).check(z.minimum(0, { error: choiceMessage }))), {
        error: choiceMessage,
      })
      .check(z.minLength(1, { error: choiceMessage })),
  },
  { error: msg('A matrix multiple choice answer is {"choices": [column or null, one per row]}.') },
);

export type MatrixMultipleChoiceResponse = z.infer<typeof matrixMultipleChoiceResponseSchema>;

/** The key (the right column of each row) and rationale of a matrix multiple choice item, once scored. */
export const matrixMultipleChoiceSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('matrix-multiple-choice'),
  correctAnswers: z.array(z.int()),
});

export type MatrixMultipleChoiceSolution = z.infer<typeof matrixMultipleChoiceSolutionSchema>;
