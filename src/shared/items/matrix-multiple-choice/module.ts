import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { matrixMultipleChoiceFlaws } from './content-rules';
import { columnRange } from './matrix-fields';
import {
  type MatrixMultipleChoiceItem,
  type MatrixMultipleChoiceResponse,
  type MatrixMultipleChoiceSolution,
  type MatrixMultipleChoiceView,
  matrixMultipleChoiceItemSchema,
  matrixMultipleChoiceResponseSchema,
  matrixMultipleChoiceSolutionSchema,
  matrixMultipleChoiceViewSchema,
} from './schemas';
import { scoreMatrixMultipleChoice } from './score';

/**
 * Matrix multiple choice: a grid of 4-10 rows and 2-3 columns, one column chosen in each row, scored
 * 0/1 per row (see scoreMatrixMultipleChoice). JSON import only.
 */
export const matrixMultipleChoice: ItemTypeModule<
  'matrix-multiple-choice',
  MatrixMultipleChoiceItem,
  MatrixMultipleChoiceView,
  MatrixMultipleChoiceResponse,
  MatrixMultipleChoiceSolution
> = {
  itemType: 'matrix-multiple-choice',
  label: ITEM_TYPE_LABELS['matrix-multiple-choice'],
  authoredSchema: matrixMultipleChoiceItemSchema,
  viewSchema: matrixMultipleChoiceViewSchema,
  responseSchema: matrixMultipleChoiceResponseSchema,
  solutionSchema: matrixMultipleChoiceSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    columns: item.columns,
    rows: item.rows,
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: item.correctAnswers,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    if (response.choices.length !== view.rows.length) {
      return `This item has ${view.rows.length} rows: choices must hold one entry per row (a column index, or null for a row not answered yet), not ${response.choices.length}.`;
    }
    const row = response.choices.findIndex((choice) => choice !== null && choice >= view.columns.length);
    if (row === -1) return null;
    return `Column ${response.choices[row]} in row ${row + 1} does not exist: this item has ${columnRange(view.columns)}.`;
  },
  score: scoreMatrixMultipleChoice,
  contentFlaws: matrixMultipleChoiceFlaws,
  /** The rows keyed in the first column (the positive one: "Indicated", "Expected") against the others. */
  choiceLists: (item) => [
    multiKeyList(
      item.rows,
      item.correctAnswers.flatMap((column, row) => (column === 0 ? [row] : [])),
    ),
  ],
  comparableText: (item) => ({ stem: item.stem, options: [...item.rows, ...item.columns] }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.correctAnswers }),
    /** Every row answered with the column after its key: 0 points. */
    wrong: (item) => ({ choices: item.correctAnswers.map((key) => (key + 1) % item.columns.length) }),
    /** The first row right, the others wrong: 1 of the item's 4 or more points. */
    partlyRight: (item) => ({
      choices: item.correctAnswers.map((key, row) => (row === 0 ? key : (key + 1) % item.columns.length)),
    }),
    any: (view) => ({ choices: view.rows.map(() => 0) }),
  },
};
