import { multiKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { multipleResponseGroupingFlaws } from './content-rules';
import {
  type MultipleResponseGroupingItem,
  type MultipleResponseGroupingResponse,
  type MultipleResponseGroupingSolution,
  type MultipleResponseGroupingView,
  multipleResponseGroupingItemSchema,
  multipleResponseGroupingResponseSchema,
  multipleResponseGroupingSolutionSchema,
  multipleResponseGroupingViewSchema,
} from './schemas';
import { scoreMultipleResponseGrouping } from './score';

/**
 * Multiple response grouping: a table of 2 to 5 groups of 2 to 4 checkboxes, scored +/- per group,
 * each group floored at 0, summed (see scoreMultipleResponseGrouping). JSON import only (no CSV).
 */
export const multipleResponseGrouping: ItemTypeModule<
  'multiple-response-grouping',
  MultipleResponseGroupingItem,
  MultipleResponseGroupingView,
  MultipleResponseGroupingResponse,
  MultipleResponseGroupingSolution
> = {
  itemType: 'multiple-response-grouping',
  label: ITEM_TYPE_LABELS['multiple-response-grouping'],
  authoredSchema: multipleResponseGroupingItemSchema,
  viewSchema: multipleResponseGroupingViewSchema,
  responseSchema: multipleResponseGroupingResponseSchema,
  solutionSchema: multipleResponseGroupingSolutionSchema,
  toView: (item) => ({
    itemType: item.itemType,
    ...commonItemView(item),
    ...(item.columns ? { columns: item.columns } : {}),
    groups: item.groups.map((group) => ({ label: group.label, options: group.options })),
  }),
  toSolution: (item) => ({
    itemType: item.itemType,
    groups: item.groups.map((group) => ({
      label: group.label,
      correctAnswers: [...group.correctAnswers].sort((a, b) => a - b),
    })),
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const count = view.groups.length;
    if (response.choices.length !== count) {
      return `This item has ${count} groups and the answer has ${response.choices.length} lists: send one list per group, [] for a group with nothing chosen.`;
    }
    for (const [g, chosen] of response.choices.entries()) {
      const group = view.groups[g];
      const missing = chosen.find((choice) => choice >= (group?.options.length ?? 0));
      if (group && missing !== undefined) {
        return `Option ${missing} of group ${g + 1} ("${group.label}") does not exist: that group has options 0 to ${group.options.length - 1}.`;
      }
    }
    return null;
  },
  score: scoreMultipleResponseGrouping,
  contentFlaws: multipleResponseGroupingFlaws,
  choiceLists: (item) => item.groups.map((group) => multiKeyList(group.options, group.correctAnswers)),
  comparableText: (item) => ({
    stem: item.stem,
    options: item.groups.flatMap((group) => [group.label, ...group.options]),
  }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ choices: item.groups.map((group) => group.correctAnswers) }),
    /** Every option that is not a key, in every group: each group +0 - k, floored at 0. */
    wrong: (item) => ({
      choices: item.groups.map((group) =>
        group.options.map((_, i) => i).filter((i) => !group.correctAnswers.includes(i)),
      ),
    }),
    /** The first group's keys alone: its points, not the other groups' (every group has a key). */
    partlyRight: (item) => ({ choices: item.groups.map((group, g) => (g === 0 ? group.correctAnswers : [])) }),
    any: (view) => ({ choices: view.groups.map((_, g) => (g === 0 ? [0] : [])) }),
  },
};
