import { z } from 'zod/mini';
import { msg } from '../../i18n/msg';
import { dropdownChoiceSchema, dropdownSchema, dropdownViewSchema } from '../drop-down-cloze/dropdowns';
import { authoredItemFields, itemText, itemViewFields, solutionFields } from '../fields';

/** A drop-down table has 2 to 8 rows (docs/item-types.md) ... */
export const TABLE_ROWS = { min: 2, max: 8 } as const;
/** ... and 2 to 4 columns: the row labels' column and 1 to 3 columns of drop-downs (a product decision). */
export const TABLE_COLUMNS = { min: 2, max: 4 } as const;

const columnsMessage = msg("columns must hold 2 to 4 headings: the row labels' column, then one per drop-down column.");

/** One authored row: its label (first column) and one drop-down per remaining column. */
const rowSchema = z.strictObject(
  {
    label: itemText(msg("each row's label"), 300),
    dropdowns: z
      .array(dropdownSchema, { error: msg("each row's dropdowns must be a list of drop-downs.") })
      .check(
        z.minLength(1, { error: msg("each row's dropdowns must hold one drop-down per column after the first.") }),
      ),
  },
  { error: msg('each row must be {"label": "...", "dropdowns": [...]}.') },
);

/**
 * An authored drop-down table: `columns`, the header (the row labels' heading, then one heading per
 * drop-down column), and `rows`, 2-8 rows each with a label and `columns.length - 1` drop-downs of
 * 3-5 options with the zero-based index of each one's key.
 */
export const dropDownTableItemSchema = z
  .strictObject({
    ...authoredItemFields,
    itemType: z.literal('drop-down-table'),
    columns: z
      .array(itemText(msg('each column heading'), 120), { error: columnsMessage })
      .check(
        z.minLength(TABLE_COLUMNS.min, { error: columnsMessage }),
        z.maxLength(TABLE_COLUMNS.max, { error: columnsMessage }),
      ),
    rows: z.array(rowSchema, { error: msg('rows must be a list of 2 to 8 rows.') }).check(
      z.minLength(TABLE_ROWS.min, { error: msg('rows must hold 2 to 8 rows.') }),
      z.maxLength(TABLE_ROWS.max, { error: msg('rows must hold 2 to 8 rows.') }),
      z.refine((rows) => new Set(rows.map((row) => row.label.toLowerCase())).size === rows.length, {
        error: msg('rows must all have different labels.'),
      }),
    ),
  })
  .check(
    z.superRefine((item, context) => {
      if (item.columns.length < TABLE_COLUMNS.min) return;
      const dropdowns = (count: number) => `${count} ${count === 1 ? 'drop-down' : 'drop-downs'}`;
      item.rows.forEach((row, index) => {
        if (row.dropdowns.length !== item.columns.length - 1) {
          context.addIssue({
            code: 'custom',
            message: `row ${index + 1} ("${row.label}") has ${dropdowns(row.dropdowns.length)}; it needs ${item.columns.length - 1}, one per column after the first.`,
            path: ['rows', index, 'dropdowns'],
            input: row.dropdowns,
          });
        }
      });
    }),
  );

export type DropDownTableItem = z.infer<typeof dropDownTableItemSchema>;

/** A drop-down table as the browser sees it before scoring: the header, labels and options, not the keys. */
export const dropDownTableViewSchema = z.object({
  ...itemViewFields,
  itemType: z.literal('drop-down-table'),
  columns: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), dropdowns: z.array(dropdownViewSchema) })),
});

export type DropDownTableView = z.infer<typeof dropDownTableViewSchema>;

const choicesMessage = msg('choices must hold one list per row, each with one choice per drop-down (n or null).');

const tableShape = msg('A drop-down table answer is {"choices": [[n or null, ...], ...]}, one list per row.');

/** A drop-down table response: per row, per drop-down, the chosen option's zero-based index or null. */
export const dropDownTableResponseSchema = z.strictObject(
  {
    choices: z.array(z.array(dropdownChoiceSchema, { error: choicesMessage }), { error: tableShape }).check(
      z.minLength(1, { error: choicesMessage }),
      z.refine((rows) => rows.some((row) => row.some((choice) => choice !== null)), {
        error: msg('choices must choose in at least one drop-down; send null to clear the answer.'),
      }),
    ),
  },
  { error: tableShape },
);

export type DropDownTableResponse = z.infer<typeof dropDownTableResponseSchema>;

/** The keys (per row, per drop-down) and rationale of a drop-down table, once scored. */
export const dropDownTableSolutionSchema = z.object({
  ...solutionFields,
  itemType: z.literal('drop-down-table'),
  correctAnswers: z.array(z.array(z.int())),
});

export type DropDownTableSolution = z.infer<typeof dropDownTableSolutionSchema>;
