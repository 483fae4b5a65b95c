import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { highlightTableFlaws } from './content-rules';
import {
  type HighlightTableItem,
  type HighlightTableResponse,
  type HighlightTableSolution,
  type HighlightTableView,
  highlightTableItemSchema,
  highlightTableResponseSchema,
  highlightTableSolutionSchema,
  highlightTableViewSchema,
} from './schemas';
import { scoreHighlightTable } from './score';

/**
 * Highlight table: a table of 3-12 rows under a header; the candidate highlights any rows as
 * wholes; scored +/- (see scoreHighlightTable). JSON import only.
 */
export const highlightTable: ItemTypeModule<
  'highlight-table',
  HighlightTableItem,
  HighlightTableView,
  HighlightTableResponse,
  HighlightTableSolution
> = {
  itemType: 'highlight-table',
  label: ITEM_TYPE_LABELS['highlight-table'],
  authoredSchema: highlightTableItemSchema,
  viewSchema: highlightTableViewSchema,
  responseSchema: highlightTableResponseSchema,
  solutionSchema: highlightTableSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), columns: item.columns, rows: item.rows }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: [...item.correctAnswers].sort((a, b) => a - b),
    rowLabels: item.rows.map((row) => row[0] ?? ''),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const count = view.rows.length;
    const missing = response.choices.find((choice) => choice >= count);
    if (missing === undefined) return null;
    return `Row ${missing} does not exist: this table has ${count} rows, numbered 0 to ${count - 1}.`;
  },
  score: scoreHighlightTable,
  contentFlaws: highlightTableFlaws,
  choiceLists: (item) => [
    multiKeyList(
      item.rows.map((row) => row.join(' ')),
      item.correctAnswers,
    ),
  ],
  comparableText: (item) => ({ stem: item.stem, options: item.rows.map((row) => row.join(' ')) }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: [...item.correctAnswers].sort((a, b) => a - b) }),
    /** One keyed row and every other row: +1 minus at least 1, floored at 0. */
    wrong: (item) => {
      const others = item.rows.map((_, i) => i).filter((i) => !item.correctAnswers.includes(i));
      return { choices: [item.correctAnswers[0] ?? 0, ...others].sort((a, b) => a - b) };
    },
    /** One keyed row alone: 1 point of 2 or more (an item with one key has no partial credit: 1 of 1). */
    partlyRight: (item) => ({ choices: item.correctAnswers.slice(0, 1) }),
    any: () => ({ choices: [0] }),
  },
};
