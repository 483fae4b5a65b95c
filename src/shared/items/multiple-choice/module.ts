import { singleKeyList } from '../choice-lists';
import { optionItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { csvOptions } from '../option-flaws';
import { optionLetter } from '../option-letters';
import { type MultipleChoiceSummary, multipleChoiceBankRules, multipleChoiceFlaws } from './content-rules';
import {
  type MultipleChoiceItem,
  type MultipleChoiceResponse,
  type MultipleChoiceSolution,
  type MultipleChoiceView,
  multipleChoiceItemSchema,
  multipleChoiceResponseSchema,
  multipleChoiceSolutionSchema,
  multipleChoiceViewSchema,
} from './schemas';
import { scoreMultipleChoice } from './score';

/** Multiple choice: one best answer of four (spec §3 "Question"), scored 0/1 (see scoreMultipleChoice). */
export const multipleChoice: ItemTypeModule<
  'multiple-choice',
  MultipleChoiceItem,
  MultipleChoiceView,
  MultipleChoiceResponse,
  MultipleChoiceSolution,
  MultipleChoiceSummary
> = {
  itemType: 'multiple-choice',
  label: ITEM_TYPE_LABELS['multiple-choice'],
  authoredSchema: multipleChoiceItemSchema,
  viewSchema: multipleChoiceViewSchema,
  responseSchema: multipleChoiceResponseSchema,
  solutionSchema: multipleChoiceSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...optionItemView(item) }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) =>
    response.choice < view.options.length
      ? null
      : `Option ${response.choice} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`,
  score: scoreMultipleChoice,
  contentFlaws: multipleChoiceFlaws,
  bankRules: multipleChoiceBankRules,
  choiceLists: (item) => [singleKeyList(item.options, item.correctAnswer)],
  comparableText: (item) => ({ stem: item.stem, options: item.options }),
  /** CSV: options in optionA-optionD, `correctAnswer` the key's index 0-3. */
  csvColumns: ['optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'],
  fromCsv: (cell) => {
    const key = cell('correctAnswer') ?? '';
    return { options: csvOptions(cell), correctAnswer: /^\d+$/.test(key) ? Number(key) : key };
  },
  samples: {
    right: (item) => ({ choice: item.correctAnswer }),
    wrong: (item) => ({ choice: (item.correctAnswer + 1) % item.options.length }),
    any: () => ({ choice: 0 }),
  },
};
