import { z } from 'zod/mini';
import type { CsvCell, ItemScore, ItemTypeModule } from './item-type';
import { multipleChoice } from './multiple-choice';
import { selectAllThatApply } from './select-all-that-apply';

/**
 * The registry of item types (DESIGN §6): the one place that lists them. Adding a type means its
 * module (schemas, view, scorer, content rules), one entry in each list below, and its renderer in
 * the client (`src/client/features/exams/items/`). Everything else (the bank, attempts, scoring,
 * the key split, content checks, import) goes through these functions.
 */
export const itemTypeModules = {
  'multiple-choice': multipleChoice,
  'select-all-that-apply': selectAllThatApply,
} as const;

type Modules = typeof itemTypeModules;
type Part<M, N extends 1 | 2 | 3 | 4> =
  M extends ItemTypeModule<string, infer I, infer V, infer R, infer S> ? [never, I, V, R, S][N] : never;
type Each<N extends 1 | 2 | 3 | 4> = { [K in keyof Modules]: Part<Modules[K], N> }[keyof Modules];

/** One authored item of any type: key and rationale included. */
export type QuestionContent = Each<1>;
/** Any item as the browser sees it before scoring. */
export type ItemView = Each<2>;
/** A response to any item type. */
export type ItemResponse = Each<3>;
/** The key and rationale of any item. */
export type ItemSolution = Each<4>;
export type ItemType = QuestionContent['itemType'];

/** One authored item of any type, as written in content files and imports (the content schema's union). */
export const questionContentSchema: z.ZodMiniType<QuestionContent> = z.discriminatedUnion(
  'itemType',
  [multipleChoice.authoredSchema, selectAllThatApply.authoredSchema],
  { error: `itemType must be one of: ${Object.keys(itemTypeModules).join(', ')}.` },
);

/** Any item as the browser sees it before scoring. */
export const itemViewSchema: z.ZodMiniType<ItemView> = z.discriminatedUnion('itemType', [
  multipleChoice.viewSchema,
  selectAllThatApply.viewSchema,
]);

/** The key and rationale of any item, once scored. */
export const itemSolutionSchema: z.ZodMiniType<ItemSolution> = z.discriminatedUnion('itemType', [
  multipleChoice.solutionSchema,
  selectAllThatApply.solutionSchema,
]);

/** A response to any item type; which one an item takes is checked against the item by `parseItemResponse`. */
export const itemResponseSchema: z.ZodMiniType<ItemResponse> = z.union(
  [multipleChoice.responseSchema, selectAllThatApply.responseSchema],
  {
    error:
      'response must be {"choice": n} for a multiple-choice item or {"choices": [n, ...]} for a select-all-that-apply item (zero-based option indexes), or null to clear it.',
  },
);

/** Every item type, in the registry's order. */
export const ITEM_TYPES = Object.keys(itemTypeModules) as ItemType[];

type AnyItemModule = ItemTypeModule<ItemType, QuestionContent, ItemView, ItemResponse, ItemSolution>;

/** The module of `itemType`. */
export function itemTypeModule(itemType: ItemType): AnyItemModule {
  return itemTypeModules[itemType] as unknown as AnyItemModule;
}

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
    const detail = parsed.error.issues[0]?.message ?? 'the answer has the wrong shape.';
    return { ok: false, message: `This item is ${module.label.toLowerCase()}: ${detail}` };
  }
  const problem = module.checkResponse(view, parsed.data);
  return problem ? { ok: false, message: problem } : { ok: true, response: parsed.data };
}

/** The item-writing flaws of `item`, by its type's content rules. */
export function itemContentFlaws(item: QuestionContent): string[] {
  return itemTypeModule(item.itemType).contentFlaws(item);
}

/** The options and key of an import CSV row, read the way the row's `itemType` reads them (nothing for an unknown type). */
export function itemFieldsFromCsv(itemType: string, cell: CsvCell): Record<string, unknown> {
  const module = (itemTypeModules as Record<string, AnyItemModule | undefined>)[itemType];
  return module ? module.fromCsv(cell) : {};
}
