import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { bowTie } from './bow-tie/module';
import { calculation } from './calculation/module';
import type { ChoiceList } from './choice-lists';
import { commonItemFlaws } from './common-flaws';
import { dragAndDropCloze } from './drag-and-drop-cloze/module';
import { dragAndDropRationale } from './drag-and-drop-rationale/module';
import { dropDownCloze } from './drop-down-cloze/module';
import { dropDownRationale } from './drop-down-rationale/module';
import { dropDownTable } from './drop-down-table/module';
import { highlightTable } from './highlight-table/module';
import { highlightText } from './highlight-text/module';
import type { ComparableText, CsvCell, ItemScore, ItemTypeModule, Tagged } from './item-type';
import { isItemType } from './item-type-labels';
import { matrixMultipleChoice } from './matrix-multiple-choice/module';
import { matrixMultipleResponse } from './matrix-multiple-response/module';
import { multipleChoice } from './multiple-choice/module';
import { multipleResponseGrouping } from './multiple-response-grouping/module';
import { orderedResponse } from './ordered-response/module';
import { selectAllThatApply } from './select-all-that-apply/module';
import { selectN } from './select-n/module';

/**
 * The registry of item types (docs/architecture.md §6): the one list of them, one line per type.
 * Every union below (authored items, views, responses, solutions, the schemas that parse them) is
 * derived from it, and everything else (the bank, attempts, scoring, the key split, content checks,
 * the import's CSV header, similarity, samples) goes through these functions, so adding a type is
 * its folder, its line here and its renderer in the client's table
 * (`src/client/features/exams/items/renderers.ts`).
 */
const MODULES = [
  multipleChoice,
  selectAllThatApply,
  selectN,
  multipleResponseGrouping,
  matrixMultipleChoice,
  matrixMultipleResponse,
  highlightText,
  highlightTable,
  bowTie,
  calculation,
  dropDownCloze,
  dropDownTable,
  dropDownRationale,
  dragAndDropCloze,
  dragAndDropRationale,
  orderedResponse,
] as const;

type Module = (typeof MODULES)[number];
/** The name of an item type, e.g. "multiple-choice". */
export type ItemType = Module['itemType'];
type ModuleOf<T extends ItemType> = Extract<Module, { itemType: T }>;
type Part<M, N extends 1 | 2 | 3 | 4 | 5> =
  M extends ItemTypeModule<string, infer I, infer V, infer R, infer S, infer B> ? [never, I, V, R, S, B][N] : never;

/** An authored item of type `T` (any type by default): key and rationale included. */
export type ItemOf<T extends ItemType = ItemType> = Part<ModuleOf<T>, 1>;
/** An item of type `T` as the browser sees it before scoring. */
export type ViewOf<T extends ItemType = ItemType> = Part<ModuleOf<T>, 2>;
/** A response to an item of type `T`. */
export type ResponseOf<T extends ItemType = ItemType> = Part<ModuleOf<T>, 3>;
/** The key and rationale of an item of type `T`. */
export type SolutionOf<T extends ItemType = ItemType> = Part<ModuleOf<T>, 4>;

/** One authored item of any type: key and rationale included. */
export type QuestionContent = ItemOf;
/** Any item as the browser sees it before scoring. */
export type ItemView = ViewOf;
/** A response to any item type. */
export type ItemResponse = ResponseOf;
/** The key and rationale of any item. */
export type ItemSolution = SolutionOf;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;
/** Every type's own counts of the bank together (each type's `bankRules.summarize`). */
export type ItemTypeSummaries = UnionToIntersection<Part<Module, 5>>;

/** Every item type, in the registry's order. */
export const ITEM_TYPES: ItemType[] = MODULES.map((module) => module.itemType);

/** The module of any type, its parameters widened to every type (a module is only given items of its own type). */
type AnyItemModule = ItemTypeModule<ItemType, QuestionContent, ItemView, ItemResponse, ItemSolution, object>;

const modulesByType = Object.fromEntries(MODULES.map((module) => [module.itemType, module])) as unknown as Record<
  ItemType,
  AnyItemModule
>;

/** The module of `itemType`. */
export function itemTypeModule(itemType: ItemType): AnyItemModule {
  return modulesByType[itemType];
}

/** True when `value` names a registered item type (by the labels, which TypeScript keeps to the registry). */
export { isItemType };

/** The registry's schemas of one kind as the non-empty list zod's unions take. */
const schemasOf = <T>(schemas: readonly unknown[]) => schemas as unknown as [Tagged<T>, ...Tagged<T>[]];

/** One authored item of any type, as written in content files and imports (the content schema's union). */
export const questionContentSchema: z.ZodMiniType<QuestionContent> = z.discriminatedUnion(
  'itemType',
  schemasOf<QuestionContent>(MODULES.map((module) => module.authoredSchema)),
  { error: `itemType must be one of: ${ITEM_TYPES.join(', ')}.` },
);

/** Any item as the browser sees it before scoring. */
export const itemViewSchema: z.ZodMiniType<ItemView> = z.discriminatedUnion(
  'itemType',
  schemasOf<ItemView>(MODULES.map((module) => module.viewSchema)),
);

/** The key and rationale of any item, once scored. */
export const itemSolutionSchema: z.ZodMiniType<ItemSolution> = z.discriminatedUnion(
  'itemType',
  schemasOf<ItemSolution>(MODULES.map((module) => module.solutionSchema)),
);

/** A response to any item type; which one an item takes is checked against the item by `parseItemResponse`. */
export const itemResponseSchema: z.ZodMiniType<ItemResponse> = z.union(
  schemasOf<ItemResponse>(MODULES.map((module) => module.responseSchema)),
  { error: msg("response must be an answer of the item's type (docs/item-types.md), or null to clear it.") },
);

/** What the browser may see of `item` before it is scored: built only here, so no type can leak its key. */
export function toItemView(item: QuestionContent): ItemView {
  return itemTypeModule(item.itemType).toView(item);
}

/** The key and rationale of `item`, for the review after scoring (or a tutor-mode check). */
export function toItemSolution(item: QuestionContent): ItemSolution {
  return itemTypeModule(item.itemType).toSolution(item);
}

/** Points earned and possible for `response` (null: unanswered), by the item type's scorer. */
export function scoreItem(item: QuestionContent, response: ItemResponse | null): ItemScore {
  return itemTypeModule(item.itemType).score(item, response);
}

/**
 * Checks `raw` as an answer to the item the candidate saw (`view`) with its type's response schema
 * and options: the response, or a sentence a candidate can act on ("This item is select all that
 * apply: ...", "Option 5 does not exist ...").
 */
export function parseItemResponse(
  view: ItemView,
  raw: unknown,
): { ok: true; response: ItemResponse } | { ok: false; message: string } {
  const module = itemTypeModule(view.itemType);
  const parsed = module.responseSchema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues[0]?.message ?? msg('the answer has the wrong shape.');
    return { ok: false, message: `This item is ${module.label.toLowerCase()}: ${detail}` };
  }
  const problem = module.checkResponse(view, parsed.data);
  return problem ? { ok: false, message: problem } : { ok: true, response: parsed.data };
}

/** The item-writing flaws of `item`: the rules every item meets (common-flaws.ts), then its type's content rules. */
export function itemContentFlaws(item: QuestionContent): string[] {
  return [...commonItemFlaws(item), ...itemTypeModule(item.itemType).contentFlaws(item)];
}

/** What near-duplicate checks compare of `item`: its stem and the texts a candidate chooses among. */
export function itemComparableText(item: QuestionContent): ComparableText {
  return itemTypeModule(item.itemType).comparableText(item);
}

/** The lists a candidate chooses among in `item`, each with its keys (the cue measures' input). */
export function itemChoiceLists(item: QuestionContent): ChoiceList[] {
  return itemTypeModule(item.itemType).choiceLists(item);
}

/** The options and key of an import CSV row, read the way the row's `itemType` reads them (nothing for an unknown type). */
export function itemFieldsFromCsv(itemType: string, cell: CsvCell): Record<string, unknown> {
  return isItemType(itemType) ? itemTypeModule(itemType).fromCsv(cell) : {};
}
