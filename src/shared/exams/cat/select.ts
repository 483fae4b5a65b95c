import { CLIENT_NEEDS, type ClientNeed } from '../question-bank';

/**
 * Next-item selection for the adaptive test (docs/nclex.md §5, decision 014): the item targeted at
 * the current ability (difficulty nearest theta: maximum information for the Rasch model, and the
 * item NCSBN describes, the one the candidate has about a 50% chance of answering correctly), content balancing to the test plan's client-needs shares by G. G. Kingsbury and
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

/** Randomesque exposure control: the next item is drawn at random among this many best targeted ones. */
export const EXPOSURE_CANDIDATES = 5;

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

/** The k best targeted items seen so far of one category, nearest difficulty first. */
interface TopK {
  items: CatItem[];
  distance: number[];
}

/** Puts `item` into `top` (kept sorted, nearest first, at most k long) if it is near enough. */
function offer(top: TopK, item: CatItem, distance: number, k: number): void {
  const { items, distance: values } = top;
  let at = items.length < k ? items.length : k - 1;
  while (at > 0 && (values[at - 1] as number) > distance) {
    if (at < k) {
      items[at] = items[at - 1] as CatItem;
      values[at] = values[at - 1] as number;
    }
    at--;
  }
  items[at] = item;
  values[at] = distance;
}

const CATEGORY_INDEX = new Map<ClientNeed, number>(CLIENT_NEEDS.map((need, i) => [need, i]));

/**
 * `selectNextItem` over only the items for which `eligible(item)` holds (the adaptive test uses it to
 * leave out pretest items and, before the minimum length, the stand-alone clinical-judgment items),
 * with `k` candidates (default EXPOSURE_CANDIDATES). Same rules and result as selectNextItem, in one
 * pass: an item further from theta than every category's k-th best so far is skipped on its
 * distance alone, and only an item that would enter its category's top k is checked against
 * `administered` and `eligible`. An item whose category is not in CLIENT_NEEDS is ignored.
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
  const size = Math.max(1, Math.floor(k));
  const tops: TopK[] = CLIENT_NEEDS.map(() => ({ items: [], distance: [] }));
  // The distance an item must beat to enter its category's top k (Infinity until the top k is
  // full) and the largest of them: an item further than that enters no category's top k.
  const ceilings = new Float64Array(CLIENT_NEEDS.length).fill(Number.POSITIVE_INFINITY);
  let widest = Number.POSITIVE_INFINITY;
  for (const item of pool) {
    const distance = Math.abs(theta - item.difficulty);
    if (distance >= widest) continue;
    const category = CATEGORY_INDEX.get(item.clientNeeds);
    if (category === undefined || distance >= (ceilings[category] as number)) continue;
    if (administered.has(item.id) || !eligible(item)) continue;
    const top = tops[category] as TopK;
    offer(top, item, distance, size);
    if (top.items.length === size) {
      ceilings[category] = top.distance[size - 1] as number;
      widest = Math.max(...ceilings);
    }
  }
  const available = new Set<ClientNeed>();
  CLIENT_NEEDS.forEach((need, i) => {
    if ((tops[i] as TopK).items.length > 0) available.add(need);
  });
  const category = mostUnderservedCategory(plan, available);
  if (category === null) return null;
  const candidates = (tops[CATEGORY_INDEX.get(category) as number] as TopK).items;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index] ?? null;
}

/**
 * The next item of an adaptive test at ability `theta` (logits), or null when every item of `pool`
 * is in `administered` (ids). Content balancing (Kingsbury and Zara 1989): the client-needs category
 * furthest below its target share (mostUnderservedCategory) among those with an unused item. Within
 * it, the EXPOSURE_CANDIDATES (5) unused items whose difficulty is nearest theta, one of them drawn
 * with `random` (randomesque exposure control), so a seeded source replays the choice.
 *
 * Targeting, not raw information, ranks items of several points too (decision 014): under the
 * partial credit model an item worth more points carries more information at every theta, so
 * ranking by information would ask multi-point items almost only (and the same few of them of
 * every candidate); nearest difficulty gives each item, whatever its points, the same chance when
 * it is as well targeted, and keeps the bank's mix of formats. One pass over the pool keeping the
 * top five per category, no sort: well under 1 ms on 10,000 items (`npm run bench:cat`).
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
