import type { core, z } from 'zod/mini';
import type { BankRules } from './bank-rules';
import type { ChoiceList } from './choice-lists';

/** A schema of an object tagged by `itemType`, usable in a discriminated union. */
export type Tagged<T> = z.ZodMiniType<T> & core.$ZodTypeDiscriminable;

/** Points of one item: `earned` of `possible`, whole numbers, 0 <= earned <= possible. */
export interface ItemScore {
  earned: number;
  possible: number;
}

/** Reads one cell of an import CSV row by its column name; undefined when the column is absent. */
export type CsvCell = (column: string) => string | undefined;

/**
 * What near-duplicate checks compare of an item: its stem and the texts a candidate chooses among
 * (the options; for later types the drop-down choices, the matrix rows and columns, the tokens...).
 */
export interface ComparableText {
  stem: string;
  options: readonly string[];
}

/**
 * Responses to items of one type for demos, tests and benchmarks: built from the authored item
 * (`right`, `wrong`, `partlyRight`) or, as a browser would, from its view alone (`any`).
 */
export interface ItemSamples<Item, View, Response> {
  /** A response that earns every point. */
  right(item: Item): Response;
  /** A response that earns nothing. */
  wrong(item: Item): Response;
  /** A response that earns some points but not all; absent for a type scored 0/1 as a whole. */
  partlyRight?(item: Item): Response;
  /** A valid response made from what the browser sees (no key), as a load test's taker gives it. */
  any(view: View): Response;
}

/**
 * One item type of the exam engine (docs/architecture.md §6): everything the engine needs to
 * author, show, take, score, import and check items of this type, in one folder
 * `src/shared/items/<type>/` whose `module.ts` assembles it. Pattern: Khan/perseus, one pure scorer
 * per widget (`perseus-score/src/widgets/radio/score-radio.ts`) and the answers split off before
 * anything reaches the browser (`perseus-core/src/utils/split-perseus-item.ts`).
 *
 * - `Item`: the authored item, key and rationale included (content files, the bank, attempts).
 * - `View`: what the browser may see before the item is scored. Built only by `toView`.
 * - `Response`: what a candidate sends as an answer.
 * - `Solution`: the key and the rationale, shown once the item is scored.
 * - `Summary`: the type's own counts of the bank (content:check), merged into the bank's summary,
 *   so its field names must be the type's own.
 *
 * How the keyboard answers an item of the type is in the folder's zod-free `keyboard.ts`, which the
 * exam screen imports without the schemas.
 */
export interface ItemTypeModule<
  Type extends string,
  Item extends { itemType: Type; id: string },
  View extends { itemType: Type },
  Response,
  Solution extends { itemType: Type },
  Summary extends object = Record<never, never>,
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
  /** Rules over every item of this type in the bank together (key spread, counts), when it has any. */
  bankRules?: BankRules<Item, Summary>;
  /** What near-duplicate checks compare of the item. */
  comparableText(item: Item): ComparableText;
  /**
   * The lists the candidate chooses among, each with its keys, for the cue measures (choice-lists.ts);
   * empty for a type with no keyed texts (calculation).
   */
  choiceLists(item: Item): ChoiceList[];
  /**
   * The import CSV columns of the type's own fields, in order (empty: the type is imported as JSON
   * only). A column may be shared with other types (`optionA`, `correctAnswer`); the import's header
   * is every type's columns merged, between the common fields.
   */
  csvColumns: readonly string[];
  /** The type's own fields of an import CSV row (options and key), before validation by `authoredSchema`. */
  fromCsv(cell: CsvCell): Record<string, unknown>;
  samples: ItemSamples<Item, View, Response>;
}
