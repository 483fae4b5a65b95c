import { multiKeyList, singleKeyList } from '../choice-lists';
import { commonItemView } from '../fields';
import type { ItemTypeModule } from '../item-type';
import { ITEM_TYPE_LABELS } from '../item-type-labels';
import { type BowTieSummary, bowTieBankRules, bowTieFlaws } from './content-rules';
import {
  BOW_TIE,
  type BowTieItem,
  type BowTieResponse,
  type BowTieSolution,
  type BowTieView,
  bowTieItemSchema,
  bowTieResponseSchema,
  bowTieSolutionSchema,
  bowTieViewSchema,
} from './schemas';
import { scoreBowTie } from './score';

const ascending = (indexes: readonly number[]) => [...indexes].sort((a, b) => a - b);

/** The first index of `placed` that a list of `size` options does not have, or undefined. */
const missing = (placed: readonly number[], size: number) => placed.find((index) => index >= size);

/**
 * Bow-tie: the condition the client is most likely experiencing (1 of 4), 2 actions to take (of 5)
 * and 2 parameters to monitor (of 5), scored 0/1 per placement, 5 points (see scoreBowTie).
 * JSON-only: no CSV columns.
 */
export const bowTie: ItemTypeModule<'bow-tie', BowTieItem, BowTieView, BowTieResponse, BowTieSolution, BowTieSummary> =
  {
    itemType: 'bow-tie',
    label: ITEM_TYPE_LABELS['bow-tie'],
    authoredSchema: bowTieItemSchema,
    viewSchema: bowTieViewSchema,
    responseSchema: bowTieResponseSchema,
    solutionSchema: bowTieSolutionSchema,
    toView: (item) => ({
      itemType: item.itemType,
      ...commonItemView(item),
      conditions: item.conditions,
      actions: item.actions,
      parameters: item.parameters,
    }),
    toSolution: (item) => ({
      itemType: item.itemType,
      correctCondition: item.correctCondition,
      correctActions: ascending(item.correctActions),
      correctParameters: ascending(item.correctParameters),
      explanation: item.explanation,
      ...(item.reference ? { reference: item.reference } : {}),
    }),
    checkResponse: (view, response) => {
      if (response.condition !== null && response.condition >= view.conditions.length) {
        return `Condition ${response.condition} does not exist: this bow-tie has conditions 0 to ${view.conditions.length - 1}.`;
      }
      const action = missing(response.actions, view.actions.length);
      if (action !== undefined) {
        return `Action ${action} does not exist: this bow-tie has actions 0 to ${view.actions.length - 1}.`;
      }
      const parameter = missing(response.parameters, view.parameters.length);
      if (parameter !== undefined) {
        return `Parameter ${parameter} does not exist: this bow-tie has parameters 0 to ${view.parameters.length - 1}.`;
      }
      return null;
    },
    score: scoreBowTie,
    contentFlaws: bowTieFlaws,
    bankRules: bowTieBankRules,
    choiceLists: (item) => [
      singleKeyList(item.conditions, item.correctCondition),
      multiKeyList(item.actions, item.correctActions),
      multiKeyList(item.parameters, item.correctParameters),
    ],
    comparableText: (item) => ({ stem: item.stem, options: [...item.conditions, ...item.actions, ...item.parameters] }),
    csvColumns: [],
    fromCsv: () => ({}),
    samples: {
      right: (item) => ({
        condition: item.correctCondition,
        actions: ascending(item.correctActions),
        parameters: ascending(item.correctParameters),
      }),
      /** Every placement off the key: another condition, two unkeyed options in each wing. */
      wrong: (item) => {
        const others = (size: number, keys: readonly number[]) =>
          Array.from({ length: size }, (_, i) => i)
            .filter((i) => !keys.includes(i))
            .slice(0, BOW_TIE.perWing);
        return {
          condition: (item.correctCondition + 1) % item.conditions.length,
          actions: others(item.actions.length, item.correctActions),
          parameters: others(item.parameters.length, item.correctParameters),
        };
      },
      /** A wrong condition and both wings right: 4 of 5 (the condition does not void the wings). */
      partlyRight: (item) => ({
        condition: (item.correctCondition + 1) % item.conditions.length,
        actions: ascending(item.correctActions),
        parameters: ascending(item.correctParameters),
      }),
      any: () => ({ condition: 0, actions: [0, 1], parameters: [0, 1] }),
    },
  };
