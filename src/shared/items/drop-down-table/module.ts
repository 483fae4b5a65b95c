import { singleKeyList } from '../choice-lists';
import { dropdownChoicesProblem, dropdownView } from '../drop-down-cloze/dropdowns';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { dropDownTableFlaws } from './content-rules';
import {
  type DropDownTableItem,
  type DropDownTableResponse,
  type DropDownTableSolution,
  type DropDownTableView,
  dropDownTableItemSchema,
  dropDownTableResponseSchema,
  dropDownTableSolutionSchema,
  dropDownTableViewSchema,
} from './schemas';
import { scoreDropDownTable } from './score';

/** "1 row", "3 rows". */
const rowCount = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * Drop-down table: 2-8 labelled rows with one drop-down per column after the first, scored 0/1 per
 * drop-down (see scoreDropDownTable). JSON import only.
 */
export const dropDownTable: ItemTypeModule<
  'drop-down-table',
  DropDownTableItem,
  DropDownTableView,
  DropDownTableResponse,
  DropDownTableSolution
> = {
  itemType: 'drop-down-table',
  label: ITEM_TYPE_LABELS['drop-down-table'],
  authoredSchema: dropDownTableItemSchema,
  viewSchema: dropDownTableViewSchema,
  responseSchema: dropDownTableResponseSchema,
  solutionSchema: dropDownTableSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    columns: item.columns,
    rows: item.rows.map((row) => ({ label: row.label, dropdowns: row.dropdowns.map(dropdownView) })),
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: item.rows.map((row) => row.dropdowns.map((dropdown) => dropdown.correctAnswer)),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    if (response.choices.length !== view.rows.length) {
      return `This table has ${rowCount(view.rows.length)}: send one list of choices per row, not ${response.choices.length}.`;
    }
    for (const [index, row] of view.rows.entries()) {
      const problem = dropdownChoicesProblem(row.dropdowns, response.choices[index] ?? [], (column) =>
        row.dropdowns.length === 1 ? `Row ${index + 1}'s drop-down` : `Row ${index + 1}'s drop-down ${column + 1}`,
      );
      if (problem) return problem.replace(/^This item has/, `Row ${index + 1} ("${row.label}") has`);
    }
    return null;
  },
  score: scoreDropDownTable,
  contentFlaws: dropDownTableFlaws,
  choiceLists: (item) =>
    item.rows.flatMap((row) =>
      row.dropdowns.map((dropdown) => singleKeyList(dropdown.options, dropdown.correctAnswer)),
    ),
  comparableText: (item) => ({
    stem: item.stem,
    options: [
      ...item.columns,
      ...item.rows.flatMap((row) => [row.label, ...row.dropdowns.flatMap((dropdown) => dropdown.options)]),
    ],
  }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.rows.map((row) => row.dropdowns.map((dropdown) => dropdown.correctAnswer)) }),
    /** The option after the key in every drop-down. */
    wrong: (item) => ({
      choices: item.rows.map((row) =>
        row.dropdowns.map((dropdown) => (dropdown.correctAnswer + 1) % dropdown.options.length),
      ),
    }),
    /** The keys of the first row, another option everywhere else (a table has 2 or more rows). */
    partlyRight: (item) => ({
      choices: item.rows.map((row, index) =>
        row.dropdowns.map((dropdown) =>
          index === 0 ? dropdown.correctAnswer : (dropdown.correctAnswer + 1) % dropdown.options.length,
        ),
      ),
    }),
    any: (view) => ({ choices: view.rows.map((row) => row.dropdowns.map(() => 0)) }),
  },
};
