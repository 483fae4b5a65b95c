import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { optionLetter } from '../option-letters';
import { selectNFlaws } from './content-rules';
import {
  type SelectNItem,
  type SelectNResponse,
  type SelectNSolution,
  type SelectNView,
  selectNItemSchema,
  selectNResponseSchema,
  selectNSolutionSchema,
  selectNViewSchema,
} from './schemas';
import { scoreSelectN } from './score';

/**
 * Select N: choose exactly N of five to ten options ("Select 2."), N keys, scored 0/1 per key (see
 * scoreSelectN). The server refuses a response of more than N choices; JSON import only (no CSV).
 */
export const selectN: ItemTypeModule<'select-n', SelectNItem, SelectNView, SelectNResponse, SelectNSolution> = {
  itemType: 'select-n',
  label: ITEM_TYPE_LABELS['select-n'],
  authoredSchema: selectNItemSchema,
  viewSchema: selectNViewSchema,
  responseSchema: selectNResponseSchema,
  solutionSchema: selectNSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), options: item.options, n: item.n }),
  toSolution: (item) => ({
    itemType: item.itemType,
    correctAnswers: [...item.correctAnswers].sort((a, b) => a - b),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const missing = response.choices.filter((choice) => choice >= view.options.length);
    if (missing.length > 0) {
      return `Option ${missing[0]} does not exist: this item has options 0 (A) to ${view.options.length - 1} (${optionLetter(view.options.length - 1)}).`;
    }
    if (response.choices.length > view.n) {
      return `This item asks you to select ${view.n} options and the answer chooses ${response.choices.length}: clear ${response.choices.length - view.n} of them and send it again.`;
    }
    return null;
  },
  score: scoreSelectN,
  contentFlaws: selectNFlaws,
  choiceLists: (item) => [multiKeyList(item.options, item.correctAnswers)],
  comparableText: (item) => ({ stem: item.stem, options: item.options }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.correctAnswers }),
    /** Up to N options that are not keys: 0 points. */
    wrong: (item) => ({
      choices: item.options
        .map((_, i) => i)
        .filter((i) => !item.correctAnswers.includes(i))
        .slice(0, item.n),
    }),
    /** One key and one other option: 1 of the item's N (two or more) points. */
    partlyRight: (item) => {
      const other = item.options.findIndex((_, i) => !item.correctAnswers.includes(i));
      return { choices: [item.correctAnswers[0] ?? 0, other] };
    },
    any: (view) => ({ choices: Array.from({ length: Math.min(view.n, view.options.length) }, (_, i) => i) }),
  },
};
