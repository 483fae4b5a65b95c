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
  const found: SimilarItems<T>[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const left = prepared[i];
    if (!left) continue;
    for (let j = i + 1; j < prepared.length; j++) {
      const right = prepared[j];
      if (!right) continue;
      const similarity = jaccard(left.pairs, right.pairs);
      if (similarity >= NEAR_DUPLICATE_SIMILARITY) found.push({ first: left.item, second: right.item, similarity });
    }
  }
  return found;
}

/** How alike two items are, as the start of a sentence that ends by naming the other item. */
export function likeness(similarity: number): string {
  return similarity === 1
    ? 'has the same stem and options as'
    : `has a stem and options ${Math.round(similarity * 100)}% like those of`;
}
