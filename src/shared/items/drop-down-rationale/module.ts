import { singleKeyList } from '../choice-lists';
import { dropdownChoicesProblem, dropdownView } from '../drop-down-cloze/dropdowns';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { dropDownRationaleFlaws } from './content-rules';
import {
  type DropDownRationaleItem,
  type DropDownRationaleResponse,
  type DropDownRationaleSolution,
  type DropDownRationaleView,
  dropDownRationaleItemSchema,
  dropDownRationaleResponseSchema,
  dropDownRationaleSolutionSchema,
  dropDownRationaleViewSchema,
} from './schemas';
import { scoreDropDownRationale } from './score';

/** The option after the key of a drop-down: a wrong choice. */
const notKey = (dropdown: { options: string[]; correctAnswer: number }) =>
  (dropdown.correctAnswer + 1) % dropdown.options.length;

/**
 * Drop-down rationale: a sentence with 2 drop-downs (a dyad, 1 point) or 3 (a triad: cause and two
 * effects, 2 points), scored by NCSBN's rationale rule (see scoreDropDownRationale). JSON import only.
 */
export const dropDownRationale: ItemTypeModule<
  'drop-down-rationale',
  DropDownRationaleItem,
  DropDownRationaleView,
  DropDownRationaleResponse,
  DropDownRationaleSolution
> = {
  itemType: 'drop-down-rationale',
  label: ITEM_TYPE_LABELS['drop-down-rationale'],
  authoredSchema: dropDownRationaleItemSchema,
  viewSchema: dropDownRationaleViewSchema,
  responseSchema: dropDownRationaleResponseSchema,
  solutionSchema: dropDownRationaleSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    text: item.text,
    dropdowns: item.dropdowns.map(dropdownView),
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: item.dropdowns.map((dropdown) => dropdown.correctAnswer),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => dropdownChoicesProblem(view.dropdowns, response.choices),
  score: scoreDropDownRationale,
  contentFlaws: dropDownRationaleFlaws,
  choiceLists: (item) => item.dropdowns.map((dropdown) => singleKeyList(dropdown.options, dropdown.correctAnswer)),
  comparableText: (item) => ({
    stem: `${item.stem} ${item.text}`,
    options: item.dropdowns.flatMap((dropdown) => dropdown.options),
  }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.dropdowns.map((dropdown) => dropdown.correctAnswer) }),
    /** A wrong option in every drop-down. */
    wrong: (item) => ({ choices: item.dropdowns.map(notKey) }),
    /**
     * The cause and the first effect right, the last drop-down wrong: 1 of a triad's 2 points (a
     * dyad, scored as a whole, has no partly right answer: this one earns 0 of 1).
     */
    partlyRight: (item) => ({
      choices: item.dropdowns.map((dropdown, index, all) =>
        index === all.length - 1 ? notKey(dropdown) : dropdown.correctAnswer,
      ),
    }),
    any: (view) => ({ choices: view.dropdowns.map(() => 0) }),
  },
};
