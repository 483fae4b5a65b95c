import { singleKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { dropDownClozeFlaws } from './content-rules';
import { dropdownChoicesProblem, dropdownView } from './dropdowns';
import {
  type DropDownClozeItem,
  type DropDownClozeResponse,
  type DropDownClozeSolution,
  type DropDownClozeView,
  dropDownClozeItemSchema,
  dropDownClozeResponseSchema,
  dropDownClozeSolutionSchema,
  dropDownClozeViewSchema,
} from './schemas';
import { scoreDropDownCloze } from './score';

/**
 * Drop-down cloze: a sentence with 1-5 drop-downs of 3-5 options each, scored 0/1 per drop-down
 * (see scoreDropDownCloze). JSON import only.
 */
export const dropDownCloze: ItemTypeModule<
  'drop-down-cloze',
  DropDownClozeItem,
  DropDownClozeView,
  DropDownClozeResponse,
  DropDownClozeSolution
> = {
  itemType: 'drop-down-cloze',
  label: ITEM_TYPE_LABELS['drop-down-cloze'],
  authoredSchema: dropDownClozeItemSchema,
  viewSchema: dropDownClozeViewSchema,
  responseSchema: dropDownClozeResponseSchema,
  solutionSchema: dropDownClozeSolutionSchema,
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
  score: scoreDropDownCloze,
  contentFlaws: dropDownClozeFlaws,
  choiceLists: (item) => item.dropdowns.map((dropdown) => singleKeyList(dropdown.options, dropdown.correctAnswer)),
  comparableText: (item) => ({
    stem: `${item.stem} ${item.text}`,
    options: item.dropdowns.flatMap((dropdown) => dropdown.options),
  }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.dropdowns.map((dropdown) => dropdown.correctAnswer) }),
    /** The option after the key in every drop-down. */
    wrong: (item) => ({
      choices: item.dropdowns.map((dropdown) => (dropdown.correctAnswer + 1) % dropdown.options.length),
    }),
    /** The key in the first drop-down, another option in the rest (1 of n points; an item of one drop-down has no partly right answer). */
    partlyRight: (item) => ({
      choices: item.dropdowns.map((dropdown, index) =>
        index === 0 ? dropdown.correctAnswer : (dropdown.correctAnswer + 1) % dropdown.options.length,
      ),
    }),
    any: (view) => ({ choices: view.dropdowns.map(() => 0) }),
  },
};
