import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemViewFields, solutionFields } from '../fields';
import { matrixTextsSchema, quoted } from '../matrix-multiple-choice/matrix-fields';

/** A matrix multiple response item has 2-4 columns and 3-10 rows (docs/item-types.md; NCSBN NGN item types). */
export const MATRIX_MR_COLUMNS = { min: 2, max: 4 } as const;
export const MATRIX_MR_ROWS = { min: 3, max: 10 } as const;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const keysMessage = msg(
  'correctAnswers must list, for each row, the zero-based indexes of its keyed columns, like [[0], [0, 1], []].',
);

/** Columns no row is keyed to, by index. */
const unkeyedColumns = (item: { columns: readonly string[]; correctAnswers: readonly (readonly number[])[] }) =>
  item.columns.flatMap((_, column) => (item.correctAnswers.some((keys) => keys.includes(column)) ? [] : [column]));

/**
 * An authored matrix multiple response item: `columns` (2-4 texts, like "Effective" and "Not
 * effective", or conditions), `rows` (3-10 texts, each a finding or action) and `correctAnswers`,
 * one list per row of the zero-based indexes of its keyed columns (a row may have none); every
 * column has at least one key and at least one cell is not a key.
 */
export const matrixMultipleResponseItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('matrix-multiple-response'),
    columns: matrixTextsSchema('columns', MATRIX_MR_COLUMNS.min, MATRIX_MR_COLUMNS.max, 80),
    rows: matrixTextsSchema('rows', MATRIX_MR_ROWS.min, MATRIX_MR_ROWS.max, 300),
    correctAnswers: z.array(
      z
        .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
        .check(z.refine(distinct, { error: msg('correctAnswers must not repeat a column within a row.') })),
      { error: keysMessage },
    ),
  })
  .check(
    z.refine((item) => item.correctAnswers.length === item.rows.length, {
      error: (issue) => {
        const item = issue.input as { rows: unknown[]; correctAnswers: unknown[] };
        return `correctAnswers must hold one list of keyed columns per row: the item has ${item.rows.length} rows and ${item.correctAnswers.length} lists.`;
      },
      path: ['correctAnswers'],
    }),
    z.refine((item) => item.correctAnswers.every((keys) => keys.every((key) => key < item.columns.length)), {
      error: msg('correctAnswers names a column that does not exist.'),
      path: ['correctAnswers'],
    }),
    z.refine((item) => unkeyedColumns(item).length === 0, {
      error: (issue) => {
        const item = issue.input as { columns: string[]; correctAnswers: number[][] };
        const names = unkeyedColumns(item).map((column) => quoted(item.columns[column]));
        return `every column needs at least one key: no row is keyed to ${names.join(', ')}.`;
      },
      path: ['correctAnswers'],
    }),
    z.refine(
      (item) =>
        item.correctAnswers.reduce((sum, keys) => sum + keys.length, 0) < item.rows.length * item.columns.length,
      { error: msg('correctAnswers must leave at least one cell that is not a key.'), path: ['correctAnswers'] },
    ),
  );

export type MatrixMultipleResponseItem = z.infer<typeof matrixMultipleResponseItemSchema>;

/** A matrix multiple response item as the browser sees it before scoring: the columns and rows, not the keys. */
export const matrixMultipleResponseViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('matrix-multiple-response'),
  columns: z.array(z.string()),
  rows: z.array(z.string()),
});

export type MatrixMultipleResponseView = z.infer<typeof matrixMultipleResponseViewSchema>;

const choicesMessage = msg(
  'choices must hold, for each row, the zero-based indexes of the chosen columns, like [[0], [1], [], []].',
);

/**
 * A matrix multiple response response: one list per row, in row order, of the zero-based indexes of
 * the columns checked in that row (empty when none); at least one cell checked in all (null clears
 * the answer).
 */
export const matrixMultipleResponseResponseSchema = z.strictObject(
  {
    choices: z
      .array(
        z
          .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
            error: choicesMessage,
          })
          .check(z.refine(distinct, { error: msg('choices must not repeat a column within a row.') })),
        { error: choicesMessage },
      )
      .check(
        z.refine((rows) => rows.some((row) => row.length > 0), {
          error: msg('choices must check at least one cell; send null to clear the answer.'),
        }),
      ),
  },
  { error: msg('A matrix multiple response answer is {"choices": [[columns], one list per row]}.') },
);

export type MatrixMultipleResponseResponse = z.infer<typeof matrixMultipleResponseResponseSchema>;

/**
 * The key (each row's keyed columns, in order) and rationale of a matrix multiple response item, once
 * scored, with the column texts the score note names in its per-column arithmetic.
 */
export const matrixMultipleResponseSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('matrix-multiple-response'),
  columns: z.array(z.string()),
  correctAnswers: z.array(z.array(z.int())),
});

export type MatrixMultipleResponseSolution = z.infer<typeof matrixMultipleResponseSolutionSchema>;
