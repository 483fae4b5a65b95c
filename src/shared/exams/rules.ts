import { msg } from '../i18n/msg';
/**
 * Exam rules and constants shared by the server (which scores) and the client (which displays).
 * Spec §4 "Quiz", §5 "Pass mark", §9 "Sample test".
 */

/** A result of 75% or more, rounded, passes (spec §5, §9). */
export const PASS_MARK_PERCENT = 75;

/**
 * Answers saved up to this many seconds after the deadline still count, so that a choice made in
 * the last second is not lost to network latency. Submission itself is always accepted.
 */
export const ANSWER_GRACE_SECONDS = 5;

/** Score bands by percentage, highest first (spec §9). */
export const SCORE_BANDS = [
  { minPercent: 85, label: msg('Excellent') as 'Excellent' },
  { minPercent: 75, label: msg('Good') as 'Good' },
  { minPercent: 65, label: msg('Fair') as 'Fair' },
  { minPercent: 0, label: msg('Needs Improvement') as 'Needs Improvement' },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number]['label'];

/**
 * The score as a whole percent (0-100): points earned of points possible, rounded. For a test of
 * multiple-choice items only, that is the count correct of the number of questions (spec §4).
 * Nothing possible scores 0.
 */
export function scorePercent(earned: number, possible: number): number {
  return possible === 0 ? 0 : Math.round((earned / possible) * 100);
}

/** True when the rounded percentage reaches the pass mark of 75% (spec §5). */
export function isPassing(percent: number): boolean {
  return percent >= PASS_MARK_PERCENT;
}

/** The band label for a rounded percentage: 85+ Excellent, 75+ Good, 65+ Fair, else Needs Improvement. */
export function scoreBand(percent: number): ScoreBand {
  const band = SCORE_BANDS.find((b) => percent >= b.minPercent);
  return band ? band.label : 'Needs Improvement';
}

/**
 * Percentiles are shown only once this many different users have taken the form, so that a rank
 * among a handful of people is not presented as meaningful.
 */
export const PERCENTILE_MIN_TAKERS = 20;

/**
 * The percentile rank of `percent` among `others` (each a percent): the share scoring below it,
 * counting ties as half (the mid-rank convention), as a whole percent 0-100.
 */
export function percentileRank(percent: number, others: readonly number[]): number {
  if (others.length === 0) return 0;
  const below = others.filter((other) => other < percent).length;
  const equal = others.filter((other) => other === percent).length;
  return Math.round(((below + equal / 2) / others.length) * 100);
}

/**
 * True when a question counts as correct: it was answered and earned every one of its points.
 * A Next Generation item answered in part earns partial points (docs/nclex.md §2, decision 013) but
 * is not a question correct; the results show both counts, questions first (issue 23).
 */
export function isFullyCorrect(answered: boolean, earned: number | null, possible: number): boolean {
  return answered && earned !== null && possible > 0 && earned === possible;
}

/** Questions fully correct of those asked, for a result or a group of items (issue 23). */
export function countFullyCorrect(
  items: readonly { response: unknown; earned: number | null; possible: number }[],
): number {
  return items.filter((item) => isFullyCorrect(item.response !== null, item.earned, item.possible)).length;
}

/**
 * Peer figures on an item (the percent right, each option's share, the median time) are shown only
 * once this many first answers to it exist (issue 25 item 2), as for PERCENTILE_MIN_TAKERS.
 */
export const PEER_MIN_ANSWERS = 20;
