import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/** A highlight-table item has 3 to 12 rows (docs/item-types.md). */
export const HIGHLIGHT_TABLE_ROWS = { min: 3, max: 12 } as const;
/** ... and 2 to 5 columns, so that it still reads on a phone (it scrolls sideways inside its box). */
export const HIGHLIGHT_TABLE_COLUMNS = { min: 2, max: 6 } as const;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

const cell = z
  .string({ error: msg('each cell must be text.') })
  .check(z.trim(), z.maxLength(200, { error: msg('each cell must be at most 200 characters.') }));

const keysMessage = msg('correctAnswers must list the zero-based indexes of the keyed rows, like [0, 3].');
const columnsSize = `${HIGHLIGHT_TABLE_COLUMNS.min} to ${HIGHLIGHT_TABLE_COLUMNS.max}`;
const rowsSize = `${HIGHLIGHT_TABLE_ROWS.min} to ${HIGHLIGHT_TABLE_ROWS.max}`;

/**
 * An authored highlight-table item (docs/item-types.md): `columns` the header texts, `rows` the
 * rows of cells (one per column; the first cell names the row and must not be empty), and
 * `correctAnswers` the indexes of the keyed rows: at least one, never every row. A row is
 * highlighted as a whole.
 */
export const highlightTableItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('highlight-table'),
    columns: z
      .array(itemText(msg('each column'), 120), { error: `columns must be a list of ${columnsSize} header texts.` })
      .check(
        z.minLength(HIGHLIGHT_TABLE_COLUMNS.min, { error: `columns must hold ${columnsSize} header texts.` }),
        z.maxLength(HIGHLIGHT_TABLE_COLUMNS.max, { error: `columns must hold ${columnsSize} header texts.` }),
      ),
    rows: z
      .array(z.array(cell, { error: msg('each row must be a list of cell texts.') }), {
        error: `rows must be a list of ${rowsSize} rows.`,
      })
      .check(
        z.minLength(HIGHLIGHT_TABLE_ROWS.min, { error: `rows must hold ${rowsSize} rows.` }),
        z.maxLength(HIGHLIGHT_TABLE_ROWS.max, { error: `rows must hold ${rowsSize} rows.` }),
        z.refine((rows) => rows.every((row) => (row[0] ?? '') !== ''), {
          error: msg('the first cell of each row names the row and must not be empty.'),
        }),
      ),
    correctAnswers: z
      .array(z.int({ error: keysMessage }).check(z.minimum(0, { error: keysMessage })), { error: keysMessage })
      .check(
        z.minLength(1, { error: msg('correctAnswers must hold at least 1 keyed row.') }),
        z.refine(distinct, { error: msg('correctAnswers must not repeat a row.') }),
      ),
  })
  .check(
    z.refine((item) => item.rows.every((row) => row.length === item.columns.length), {
      error: msg('every row must have one cell per column.'),
      path: ['rows'],
    }),
    z.refine((item) => item.correctAnswers.every((key) => key < item.rows.length), {
      error: msg('correctAnswers names a row that does not exist.'),
      path: ['correctAnswers'],
    }),
    z.refine((item) => item.correctAnswers.length < item.rows.length, {
      error: msg('correctAnswers must leave at least one row that is not a key.'),
      path: ['correctAnswers'],
    }),
  );

export type HighlightTableItem = z.infer<typeof highlightTableItemSchema>;

/** A highlight-table item as the browser sees it before scoring: the header and rows, no keys. */
export const highlightTableViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('highlight-table'),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

export type HighlightTableView = z.infer<typeof highlightTableViewSchema>;

const choicesMessage = msg('choices must list the zero-based indexes of the highlighted rows, like [0, 2].');

/** A highlight-table response: the indexes of the highlighted rows, at least one, none repeated. */
export const highlightTableResponseSchema = z.strictObject(
  {
    choices: z
      .array(z.int({ error: choicesMessage }).check(z.minimum(0, { error: choicesMessage })), {
        error: choicesMessage,
      })
      .check(
        z.minLength(1, { error: msg('choices must hold at least one row; send null to clear the answer.') }),
        z.refine(distinct, { error: msg('choices must not repeat a row.') }),
      ),
  },
  { error: msg('A highlight-table answer is {"choices": [row indexes]}.') },
);

export type HighlightTableResponse = z.infer<typeof highlightTableResponseSchema>;

/**
 * The keyed rows (in order) and rationale of a highlight-table item, once scored, with each row's
 * first cell so the result can name the rows it scores.
 */
export const highlightTableSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('highlight-table'),
  correctAnswers: z.array(z.int()),
  rowLabels: z.array(z.string()),
});

export type HighlightTableSolution = z.infer<typeof highlightTableSolutionSchema>;
