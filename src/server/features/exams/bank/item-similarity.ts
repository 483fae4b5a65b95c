import type { ComparableText } from '../../../../shared/items/item-type';

/**
 * Two items at least this alike (Jaccard index of the word pairs of their stem and options, 0-1) are
 * near-duplicates. Calibrated on the bank: items written separately on one topic score 0.10-0.20,
 * two items testing the same point in other words 0.25 and above, a lightly edited copy over 0.5.
 * Stems alone are not compared: NCLEX priority and assignment items share standard stems ("Which
 * client should the nurse assess first?") and differ in their options.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.25;

/** The word pairs of an item's text: lowercase words and numbers, punctuation and spacing ignored. */
function wordPairs(item: ComparableText): Set<string> {
  const words = `${item.stem} ${item.options.join(' ')}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  return pairs;
}

function jaccard(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const pair of left) if (right.has(pair)) shared++;
  const union = left.size + right.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** One pair of items that are the same or nearly so. `similarity` is 0-1. */
export interface SimilarItems<T> {
  first: T;
  second: T;
  similarity: number;
}

/**
 * Every pair of items whose stem and options (each type's `comparableText`) are identical once normalized or at least
 * NEAR_DUPLICATE_SIMILARITY alike, each pair once, in input order. Quadratic in the number of items
 * (a 500-item bank is about 125,000 comparisons, well under a second).
 */
export function findSimilarItems<T extends ComparableText>(items: readonly T[]): SimilarItems<T>[] {
  const prepared = items.map((item) => ({ item, pairs: wordPairs(item) }));
  return alikePairs(prepared, (left, right) => {
    const similarity = jaccard(left.pairs, right.pairs);
    return similarity >= NEAR_DUPLICATE_SIMILARITY ? similarity : null;
  });
}

/**
 * Every pair of `prepared` entries, each once, in input order, that `compare` finds alike (its
 * similarity, 0-1; null for a pair not alike enough). Quadratic in the number of entries.
 */
function alikePairs<T, P extends { item: T }>(
  prepared: readonly P[],
  compare: (left: P, right: P) => number | null,
): SimilarItems<T>[] {
  const found: SimilarItems<T>[] = [];
  prepared.forEach((left, i) => {
    for (const right of prepared.slice(i + 1)) {
      const similarity = compare(left, right);
      if (similarity !== null) found.push({ first: left.item, second: right.item, similarity });
    }
  });
  return found;
}

/** How alike two items are, as the start of a sentence that ends by naming the other item. */
export function likeness(similarity: number): string {
  return similarity === 1
    ? 'has the same stem and options as'
    : `has a stem and options ${Math.round(similarity * 100)}% like those of`;
}

/** Words that say nothing of the point an item tests. */
const FILLER = new Set(
  'a an the of to in on for and or with without by at from as is are be was the client clients nurse nurses patient which what who should will would this that their his her its after before during into about than'.split(
    ' ',
  ),
);

/** The content words of `text`: lowercase, filler words and one-letter words left out. */
function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word.length > 1 && !FILLER.has(word)),
  );
}

/** What an item tests, for the same-point check: its topic and its keys (the texts a right answer chooses). */
export interface TestedPoint {
  topic: string;
  keys: readonly string[];
}

/**
 * Two items on alike topics (content words, Jaccard index) whose keys are this alike test the same
 * point, whatever their stems say (issue 24: "near-duplicates by scenario and point tested, not only
 * by words"). Calibrated on the bank: at 0.4 each, the pairs found were all one point asked twice
 * (airborne precautions for tuberculosis three times, lithium toxicity as two rationale items).
 */
export const SAME_POINT_TOPIC_SIMILARITY = 0.4;
export const SAME_POINT_KEY_SIMILARITY = 0.4;

/**
 * Every pair of items that test the same point (SAME_POINT_* above), each pair once, in input order;
 * `similarity` is the likeness of their keys. Items without keyed texts (calculation) are left to
 * `findSimilarItems`.
 */
export function findSamePointItems<T extends TestedPoint>(items: readonly T[]): SimilarItems<T>[] {
  const prepared = items
    .filter((item) => item.keys.length > 0)
    .map((item) => ({ item, topic: contentWords(item.topic), keys: contentWords(item.keys.join(' ')) }));
  return alikePairs(prepared, (left, right) => {
    if (jaccard(left.topic, right.topic) < SAME_POINT_TOPIC_SIMILARITY) return null;
    const similarity = jaccard(left.keys, right.keys);
    return similarity >= SAME_POINT_KEY_SIMILARITY ? similarity : null;
  });
}
