/** One table of the bank's summary: a row per label with its count and what is required of it. */
export interface SummaryTable {
  title: string;
  rows: [label: string, count: number, required: string][];
  /** What the rows' percents are of (the whole bank, or the items of one type). */
  total: number;
}

/**
 * Rules an item type sets over all of its items in the bank together (content:check), beside the
 * per-item `contentFlaws`: the spread of multiple-choice keys over A-D, for example.
 */
export interface BankRules<Item, Summary extends object> {
  /** The type's counts of its `items` (every item of the type in the bank). */
  summarize(items: readonly Item[]): Summary;
  /** The problems of the summary as sentences (empty when the bank meets the rules); `count`: items of the type. */
  check(summary: Summary, count: number): string[];
  /** The summary as tables for the printed report; `count`: items of the type. */
  tables(summary: Summary, count: number): SummaryTable[];
}

/** Percent of `part` in `total`, 0 for nothing. */
export const percentOf = (part: number, total: number): number => (total === 0 ? 0 : (part / total) * 100);

/** A percent with one decimal: "23.8%". */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;
