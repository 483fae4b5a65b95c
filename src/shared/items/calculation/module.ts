import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { calculationFlaws } from './content-rules';
import { readNumberEntry } from './number-entry';
import {
  type CalculationItem,
  type CalculationResponse,
  type CalculationSolution,
  type CalculationView,
  calculationItemSchema,
  calculationResponseSchema,
  calculationSolutionSchema,
  calculationViewSchema,
} from './schemas';
import { scoreCalculation } from './score';

/** A number `value` at `decimals` places that is not `answer` (for the wrong sample): one step of the rounding off. */
const offByOneStep = (answer: number, decimals: number) => (answer + 10 ** -decimals).toFixed(decimals);

/**
 * Calculation (fill in the blank): a number typed into a box beside its unit, rounded as the stem
 * says, scored 0/1 (see scoreCalculation). JSON-only: no CSV columns.
 */
export const calculation: ItemTypeModule<
  'calculation',
  CalculationItem,
  CalculationView,
  CalculationResponse,
  CalculationSolution
> = {
  itemType: 'calculation',
  label: ITEM_TYPE_LABELS.calculation,
  authoredSchema: calculationItemSchema,
  viewSchema: calculationViewSchema,
  responseSchema: calculationResponseSchema,
  solutionSchema: calculationSolutionSchema,
  toView: (item) => ({ itemType: item.itemType, ...commonItemView(item), unit: item.unit, decimals: item.decimals }),
  toSolution: (item) => ({
    itemType: item.itemType,
    answer: item.answer,
    unit: item.unit,
    decimals: item.decimals,
    explanation: item.explanation,
    ...(item.reference ? { reference: item.reference } : {}),
  }),
  checkResponse: (view, response) => {
    const entry = readNumberEntry(response.value, view.unit);
    return entry.ok ? null : entry.problem;
  },
  score: scoreCalculation,
  contentFlaws: calculationFlaws,
  choiceLists: () => [],
  comparableText: (item) => ({ stem: item.stem, options: [] }),
  csvColumns: [],
  fromCsv: () => ({}),
  samples: {
    right: (item) => ({ value: item.answer.toFixed(item.decimals) }),
    wrong: (item) => ({ value: offByOneStep(item.answer, item.decimals) }),
    any: (view) => ({ value: (1).toFixed(view.decimals) }),
  },
};
