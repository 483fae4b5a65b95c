import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { columnRange } from '../matrix-multiple-choice/matrix-fields';
import { matrixMultipleResponseFlaws } from './content-rules';
import {
  type MatrixMultipleResponseItem,
  type MatrixMultipleResponseResponse,
  type MatrixMultipleResponseSolution,
  type MatrixMultipleResponseView,
  matrixMultipleResponseItemSchema,
  matrixMultipleResponseResponseSchema,
  matrixMultipleResponseSolutionSchema,
  matrixMultipleResponseViewSchema,
} from './schemas';
import { scoreMatrixMultipleResponse } from './score';

/** Every cell of the item, as [row, column] pairs, keyed or not by `keyed`. */
const cells = (item: MatrixMultipleResponseItem, keyed: boolean) =>
  item.correctAnswers.map((keys) => item.columns.map((_, column) => column).filter((c) => keys.includes(c) === keyed));

/**
 * Matrix multiple response: a grid of 3-10 rows and 2-4 columns of checkboxes, any number checked,
 * scored +/- per column, each column floored at 0 (see scoreMatrixMultipleResponse; decision 013).
 * JSON import only.
 */
export const matrixMultipleResponse: ItemTypeModule<
  'matrix-multiple-response',
  MatrixMultipleResponseItem,
  MatrixMultipleResponseView,
  MatrixMultipleResponseResponse,
  MatrixMultipleResponseSolution
> = {
  itemType: 'matrix-multiple-response',
  label: ITEM_TYPE_LABELS['matrix-multiple-response'],
  authoredSchema: matrixMultipleResponseItemSchema,
  viewSchema: matrixMultipleResponseViewSchema,
  responseSchema: matrixMultipleResponseResponseSchema,
  solutionSchema: matrixMultipleResponseSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    columns: item.columns,
    rows: item.rows,
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    columns: item.columns,
    correctAnswers: item.correctAnswers.map((keys) => [...keys].sort((a, b) => a - b)),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    if (response.choices.length !== view.rows.length) {
      return `This item has ${view.rows.length} rows: choices must hold one list of checked columns per row (empty for none), not ${response.choices.length}.`;
    }
    const row = response.choices.findIndex((columns) => columns.some((column) => column >= view.columns.length));
    if (row === -1) return null;
    const column = response.choices[row]?.find((chosen) => chosen >= view.columns.length);
    return `Column ${column} in row ${row + 1} does not exist: this item has ${columnRange(view.columns)}.`;
  },
  score: scoreMatrixMultipleResponse,
  contentFlaws: matrixMultipleResponseFlaws,
  /** The rows with a keyed cell against the rows with none. */
  choiceLists: (item) => [
    multiKeyList(
      item.rows,
      item.correctAnswers.flatMap((columns, row) => (columns.length > 0 ? [row] : [])),
    ),
  ],
  comparableText: (item) => ({ stem: item.stem, options: [...item.rows, ...item.columns] }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.correctAnswers }),
    /** Every cell that is not a key and no key: each column +0 and floored at 0, so 0 points. */
    wrong: (item) => ({ choices: cells(item, false) }),
    /** One keyed cell alone: 1 of the item's two or more points (every column has a key). */
    partlyRight: (item) => {
      const first = item.correctAnswers.findIndex((keys) => keys.length > 0);
      return { choices: item.correctAnswers.map((keys, row) => (row === first ? keys.slice(0, 1) : [])) };
    },
    any: (view) => ({ choices: view.rows.map((_, row) => (row === 0 ? [0] : [])) }),
  },
};
