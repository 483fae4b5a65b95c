/**
 * Two stems at least this similar (Jaccard index of their word pairs, 0-1) are near-duplicates:
 * the same scenario with a few words changed. Distinct NCLEX-style stems on one topic score well
 * below it, because they share vocabulary but not phrasing.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.5;

/** A stem reduced to compare: lowercase words and numbers, punctuation and spacing ignored. */
function normalizeStem(stem: string): string {
  return stem
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordPairs(normalized: string): Set<string> {
  const words = normalized.split(' ');
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  if (words.length === 1) pairs.add(normalized);
  return pairs;
}

function jaccard(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const pair of left) if (right.has(pair)) shared++;
  const union = left.size + right.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** One pair of stems that are the same or nearly so. `similarity` is 0-1. */
export interface SimilarStems<T> {
  first: T;
  second: T;
  similarity: number;
}

/**
 * Every pair of items whose stems are identical once normalized or at least
 * NEAR_DUPLICATE_SIMILARITY alike, each pair once, in input order. Quadratic in the number of items
 * (a 500-item bank is about 125,000 comparisons, well under a second).
 */
export function findSimilarStems<T extends { stem: string }>(items: readonly T[]): SimilarStems<T>[] {
  const prepared = items.map((item) => ({ item, pairs: wordPairs(normalizeStem(item.stem)) }));
  const found: SimilarStems<T>[] = [];
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
