import { multiKeyList } from '../choice-lists';
import { optionItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { csvOptions } from '../option-flaws';
import { optionLetter } from '../option-letters';
import { type SelectAllThatApplySummary, selectAllThatApplyBankRules, selectAllThatApplyFlaws } from './content-rules';
import {
  type SelectAllThatApplyItem,
  type SelectAllThatApplyResponse,
  type SelectAllThatApplySolution,
  type SelectAllThatApplyView,
  selectAllThatApplyItemSchema,
  selectAllThatApplyResponseSchema,
  selectAllThatApplySolutionSchema,
  selectAllThatApplyViewSchema,
} from './schemas';
import { scoreSelectAllThatApply } from './score';

/** Select all that apply: any of five to ten options, from one key to every option, scored +/- (see scoreSelectAllThatApply). */
export const selectAllThatApply: ItemTypeModule<
  'select-all-that-apply',
  SelectAllThatApplyItem,
  SelectAllThatApplyView,
  SelectAllThatApplyResponse,
  SelectAllThatApplySolution,
  SelectAllThatApplySummary
> = {
  itemType: 'select-all-that-apply',
  label: ITEM_TYPE_LABELS['select-all-that-apply'],
  authoredSchema: selectAllThatApplyItemSchema,
  viewSchema: selectAllThatApplyViewSchema,
  responseSchema: selectAllThatApplyResponseSchema,
  solutionSchema: selectAllThatApplySolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...optionItemView(item) }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: [...item.correctAnswers].sort((a, b) => a - b),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const missing = response.choices.filter((choice) => choice >= view.options.length);
    if (missing.length === 0) return null;
    return `Option ${missing[0]} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`;
  },
  score: scoreSelectAllThatApply,
  contentFlaws: selectAllThatApplyFlaws,
  bankRules: selectAllThatApplyBankRules,
  choiceLists: (item) => [multiKeyList(item.options, item.correctAnswers)],
  comparableText: (item) => ({ stem: item.stem, options: item.options }),
  /**
   * CSV: options in optionA-optionF (five or six), `correctAnswer` the key indexes separated by ";",
   * like "0;2;3". An item of seven to ten options is imported as JSON (the CSV header stays as it was).
   */
  csvColumns: ['optionA', 'optionB', 'optionC', 'optionD', 'optionE', 'optionF', 'correctAnswer'],
  fromCsv: (cell) => {
    const keys = (cell('correctAnswer') ?? '').split(';').map((part) => part.trim());
    return {
      options: csvOptions(cell),
      correctAnswers: keys.map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
    };
  },
  samples: {
    right: (item) => ({ choices: item.correctAnswers }),
    /**
     * One key and up to two other options: +1 - 2 (or +1 - 1), 0 points. When every option is a key no
     * response earns nothing; the sample is then that one key (the fewest points an answer can earn).
     */
    wrong: (item) => {
      const distractors = item.options.map((_, i) => i).filter((i) => !item.correctAnswers.includes(i));
      return { choices: [...distractors.slice(0, 2), item.correctAnswers[0] ?? 0] };
    },
    /** One key alone: 1 point, part of an item of two or more keys (all of a one-key item). */
    partlyRight: (item) => ({ choices: item.correctAnswers.slice(0, 1) }),
    any: () => ({ choices: [0, 1] }),
  },
};
