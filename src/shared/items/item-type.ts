import type { core, z } from 'zod/mini';

/** A schema of an object tagged by `itemType`, usable in a discriminated union. */
type Tagged<T> = z.ZodMiniType<T> & core.$ZodTypeDiscriminable;

/** Points of one item: `earned` of `possible`, whole numbers, 0 <= earned <= possible. */
export interface ItemScore {
  earned: number;
  possible: number;
}

/** Reads one cell of an import CSV row by its column name; undefined when the column is absent. */
export type CsvCell = (column: string) => string | undefined;

/**
 * One item type of the exam engine (DESIGN §6): everything the engine needs to author, show, take
 * and score items of this type, in one module. Pattern: Khan/perseus, one pure scorer per widget
 * (`perseus-score/src/widgets/radio/score-radio.ts`) and the answers split off before anything
 * reaches the browser (`perseus-core/src/utils/split-perseus-item.ts`).
 *
 * - `Item`: the authored item, key and rationale included (content files, the bank, attempts).
 * - `View`: what the browser may see before the item is scored. Built only by `toView`.
 * - `Response`: what a candidate sends as an answer.
 * - `Solution`: the key and the rationale, shown once the item is scored.
 */
export interface ItemTypeModule<
  Type extends string,
  Item extends { itemType: Type; id: string },
  View extends { itemType: Type },
  Response,
  Solution extends { itemType: Type },
> {
  itemType: Type;
  /** The type's name as candidates read it, e.g. "Select all that apply". */
  label: string;
  authoredSchema: Tagged<Item>;
  viewSchema: Tagged<View>;
  responseSchema: z.ZodMiniType<Response>;
  solutionSchema: Tagged<Solution>;
  /** The item as the browser may see it before scoring: no key, no explanation, no reference. */
  toView(item: Item): View;
  /** The key and rationale of the item, for review after scoring. */
  toSolution(item: Item): Solution;
  /**
   * Null when `response` fits the item as the candidate saw it (`view`: the options it names exist);
   * otherwise a sentence saying what is wrong. A view holds all a response is checked against.
   */
  checkResponse(view: View, response: Response): string | null;
  /** The points a response earns (null: not answered). Pure; the rule's source is cited in each module. */
  score(item: Item, response: Response | null): ItemScore;
  /** The item-writing problems of this type a reviewer would flag, each as a sentence (empty when clean). */
  contentFlaws(item: Item): string[];
  /** The type's own fields of an import CSV row (options and key), before validation by `authoredSchema`. */
  fromCsv(cell: CsvCell): Record<string, unknown>;
}
