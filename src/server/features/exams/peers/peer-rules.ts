import type { ItemPeers } from '../../../../shared/exams/peer-schemas';
import { PEER_MIN_ANSWERS, PERCENTILE_MIN_TAKERS, percentileRank, scorePercent } from '../../../../shared/exams/rules';
import type { ItemType, QuestionContent } from '../../../../shared/items/registry';

/**
 * The pure rules of peer figures (issue 25 item 2). "First answers": for each item and taker (a
 * signed-in user, or a visitor's attempt, which counts as its own taker), the earliest scored
 * answer to it (in a submitted attempt, or checked in Tutor mode); unanswered items and retakes do
 * not count (a retake repeats items already answered). The queries are in peer-figures.ts.
 */

/** How the first answers to one item went, as the query aggregates them. */
export interface ItemPeerStats {
  /** First answers counted. */
  answers: number;
  /** Of them, those that earned every point. */
  correct: number;
  /** Median seconds spent on the item, fractional where the median falls between two answers. */
  medianSeconds: number;
  /** Mean share (0-1) of the item's points earned. */
  meanPointsShare: number;
  /** By option index, how many first answers chose it (items of options only). */
  optionCounts: ReadonlyMap<number, number>;
}

/**
 * The item types whose figures include each option's share: one option chosen (multiple choice) or
 * several (select all that apply, select N), a share being the percent of first answers that chose
 * the option (for SATA they add up to more than 100). The Next Generation types of grids, drop-downs
 * and drag-and-drop have no single list of options: for them the figures are the percent fully
 * right and the mean percent of points earned (decision: a per-cell breakdown would crowd the review
 * without helping a student more than the points do).
 */
export const OPTION_ITEM_TYPES: readonly ItemType[] = ['multiple-choice', 'select-all-that-apply', 'select-n'];

/** The number of options of `item` when its figures include option shares; null otherwise. */
export function optionCountOf(item: QuestionContent): number | null {
  if (!OPTION_ITEM_TYPES.includes(item.itemType)) return null;
  return 'options' in item && Array.isArray(item.options) ? item.options.length : null;
}

/**
 * By option index (0 to `optionCount` - 1), the rounded percent of `answers` first answers that
 * chose the option; 0 for an option nobody chose, and all 0 when there are no answers.
 */
export function optionShares(counts: ReadonlyMap<number, number>, answers: number, optionCount: number): number[] {
  return Array.from({ length: optionCount }, (_, option) => scorePercent(counts.get(option) ?? 0, answers));
}

/**
 * The peer figures of `item` for a student who spent `yourSeconds` on it: the count of first answers
 * and, once there are PEER_MIN_ANSWERS (20) of them, the percent right, the median seconds (rounded),
 * each option's share (items of options) and the mean percent of points (items worth more than one
 * point). No stats (nobody answered yet) counts as zero answers.
 */
export function toItemPeers(
  stats: ItemPeerStats | undefined,
  item: QuestionContent,
  possible: number,
  yourSeconds: number,
): ItemPeers {
  const answers = stats?.answers ?? 0;
  const base = { answers, needed: PEER_MIN_ANSWERS, yourSeconds };
  if (!stats || answers < PEER_MIN_ANSWERS) return { ...base, figures: null };
  const options = optionCountOf(item);
  return {
    ...base,
    figures: {
      percentCorrect: scorePercent(stats.correct, answers),
      medianSeconds: Math.round(stats.medianSeconds),
      ...(options !== null ? { optionShares: optionShares(stats.optionCounts, answers, options) } : {}),
      ...(possible > 1 ? { meanPointsPercent: Math.round(stats.meanPointsShare * 100) } : {}),
    },
  };
}

/** Another taker's first answers to the items of a practice: how many, and their points. */
export interface PeerTotals {
  answered: number;
  earned: number;
  possible: number;
}

/**
 * The percentile rank of a practice (issue 25 item 2): its items differ for each student, so its
 * percent (`percent`, the attempt's points of those possible) is ranked against every other taker
 * who first-answered at least half of its `itemCount` items, each scoring the points of her first
 * answers to those of its items she answered. Ties count half (percentileRank). Null until
 * PERCENTILE_MIN_TAKERS (20) such takers exist.
 */
export function practicePercentile(
  percent: number,
  others: readonly PeerTotals[],
  itemCount: number,
): { percentile: number; takers: number } | null {
  const comparable = others.filter((other) => itemCount > 0 && other.answered * 2 >= itemCount);
  if (comparable.length < PERCENTILE_MIN_TAKERS) return null;
  const percents = comparable.map((other) => scorePercent(other.earned, other.possible));
  return { percentile: percentileRank(percent, percents), takers: percents.length };
}
