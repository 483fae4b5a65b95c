/**
 * One list of texts a candidate chooses among, with its keys: the four options of a multiple-choice
 * item, each drop-down's options, a bow-tie's conditions, the spans of a highlight passage. The cue
 * measures of content:check (issue 24) compare the keys of every list with its wrong entries: how
 * often each carries its own justification or an absolute word, and how often a lone key is the
 * shortest or the longest entry.
 */
export interface ChoiceList {
  /** The entries as the candidate reads them. */
  options: readonly string[];
  /** Zero-based indexes of the keyed entries. */
  keys: readonly number[];
  /** True when exactly one entry is to be chosen (its length against the others can cue it). */
  single: boolean;
}

/** A list with exactly one entry to choose (`key` zero-based). */
export const singleKeyList = (options: readonly string[], key: number): ChoiceList => ({
  options,
  keys: [key],
  single: true,
});

/** A list where any number of entries may be keys. */
export const multiKeyList = (options: readonly string[], keys: readonly number[]): ChoiceList => ({
  options,
  keys,
  single: false,
});
