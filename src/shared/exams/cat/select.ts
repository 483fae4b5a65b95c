import { CLIENT_NEEDS, type ClientNeed } from '../question-bank';
import { STEP_SPACING } from './rasch';

/**
 * Next-item selection for the adaptive test (docs/nclex.md §5): maximum information at the current
 * ability, content balancing to the test plan's client-needs shares by G. G. Kingsbury and
 * A. R. Zara, "Procedures for selecting items for computerized adaptive tests", Applied Measurement
 * in Education 2 (1989) 359-375, and exposure control by the randomesque method (Kingsbury and Zara
 * 1989; V. Kohli et al.): a random choice among the few most informative items.
 */

/** An item the adaptive test can ask: difficulty in logits, the most points it gives, its client-needs category. */
export interface CatItem {
  id: string;
  difficulty: number;
  maxScore: number;
  clientNeeds: ClientNeed;
}

/**
 * The content plan: each category's target share in percent (summing to 100, e.g. CAT_EXAMS.rn
 * .planPercent) and how many scored items of each the test has given so far.
 */
export interface ContentPlan {
  percent: Record<ClientNeed, number>;
  counts: Record<ClientNeed, number>;
}

/** Randomesque exposure control: the next item is drawn at random among this many most informative ones. */
export const EXPOSURE_CANDIDATES = 5;

/**
 * Fisher information of an item at theta (its score variance; Masters 1982), without allocating: the
 * same value as rasch.ts's itemInformation, which the unit tests check. For a 0/1 item P (1 - P).
 */
export function informationAt(theta: number, difficulty: number, maxScore: number): number {
  const x = theta - difficulty;
  if (maxScore <= 1) {
    const p = 1 / (1 + Math.exp(-x));
    return p * (1 - p);
  }
  let largest = 0;
  for (let h = 1; h <= maxScore; h++) {
    const exponent = h * x - (STEP_SPACING * h * (h - maxScore)) / 2;
    if (exponent > largest) largest = exponent;
  }
  let total = 0;
  let expected = 0;
  let square = 0;
  for (let h = 0; h <= maxScore; h++) {
    const weight = Math.exp(h * x - (STEP_SPACING * h * (h - maxScore)) / 2 - largest);
    total += weight;
    expected += h * weight;
    square += h * h * weight;
  }
  expected /= total;
  return Math.max(0, square / total - expected * expected);
}

/**
 * The category Kingsbury and Zara's rule serves next: of the categories in `available`, the one
 * furthest below its target share (target percent minus the percent of scored items given so far;
 * with none given, the largest target). Ties go to the category listed first in CLIENT_NEEDS.
 * Null when none is available.
 */
export function mostUnderservedCategory(plan: ContentPlan, available: ReadonlySet<ClientNeed>): ClientNeed | null {
  let given = 0;
  for (const need of CLIENT_NEEDS) given += plan.counts[need] ?? 0;
  let best: ClientNeed | null = null;
  let bestGap = Number.NEGATIVE_INFINITY;
  for (const need of CLIENT_NEEDS) {
    if (!available.has(need)) continue;
    const share = given > 0 ? ((plan.counts[need] ?? 0) / given) * 100 : 0;
    const gap = (plan.percent[need] ?? 0) - share;
    if (gap > bestGap) {
      bestGap = gap;
      best = need;
    }
  }
  return best;
}

/** The k most informative items seen so far of one category, most informative first. */
interface TopK {
  items: CatItem[];
  information: number[];
}

function offer(top: TopK, item: CatItem, information: number, k: number): void {
  const { items, information: values } = top;
  if (items.length === k && information <= (values[k - 1] as number)) return;
  let at = items.length < k ? items.length : k - 1;
  while (at > 0 && (values[at - 1] as number) < information) {
    if (at < k) {
      items[at] = items[at - 1] as CatItem;
      values[at] = values[at - 1] as number;
    }
    at--;
  }
  items[at] = item;
  values[at] = information;
}

/**
 * `selectNextItem` over only the items for which `eligible(item)` holds (the adaptive test uses it to
 * leave out pretest items and, before the minimum length, bow-tie and trend items) in the same single
 * pass. Same rules and result as selectNextItem.
 */
export function selectNextItemWhere(
  theta: number,
  pool: readonly CatItem[],
  administered: ReadonlySet<string>,
  plan: ContentPlan,
  random: () => number,
  eligible: (item: CatItem) => boolean,
  k: number = EXPOSURE_CANDIDATES,
): CatItem | null {
  const tops = new Map<ClientNeed, TopK>();
  for (const item of pool) {
    if (administered.has(item.id) || !eligible(item)) continue;
    let top = tops.get(item.clientNeeds);
    if (!top) {
      top = { items: [], information: [] };
      tops.set(item.clientNeeds, top);
    }
    offer(top, item, informationAt(theta, item.difficulty, item.maxScore), k);
  }
  const category = mostUnderservedCategory(plan, new Set(tops.keys()));
  if (category === null) return null;
  const candidates = (tops.get(category) as TopK).items;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index] ?? null;
}

/**
 * The next item of an adaptive test at ability `theta` (logits), or null when every item of `pool`
 * is in `administered` (ids). Content balancing (Kingsbury and Zara 1989): the client-needs category
 * furthest below its target share (mostUnderservedCategory) among those with an unused item. Within
 * it, the EXPOSURE_CANDIDATES (5) unused items of most Fisher information at theta (for a 0/1 Rasch
 * item, the difficulty nearest theta; for a partial credit item, informationAt), one of them drawn
 * with `random` (randomesque exposure control), so a seeded source replays the choice. One pass over
 * the pool keeping the top five per category, no sort: well under 1 ms on 10,000 items
 * (`npm run bench:cat`).
 */
export function selectNextItem(
  theta: number,
  pool: readonly CatItem[],
  administered: ReadonlySet<string>,
  plan: ContentPlan,
  random: () => number,
): CatItem | null {
  return selectNextItemWhere(theta, pool, administered, plan, random, () => true);
}
