import type { ClientNeed } from '../question-bank';
import type { CatExam } from './cat-exams';
import { type CatItem, selectNextItemWhere } from './select';

/**
 * The orchestration of one adaptive test that the server and `npm run simulate:cat` share
 * (docs/nclex.md §3 and §5; NCSBN, "NCLEX Examination: Computerized Adaptive Testing (CAT)"): where
 * the case studies and the unscored pretest items go, and what is asked next.
 */

/** The items in a case study (NCSBN: six, one per step of the Clinical Judgment Measurement Model). */
export const CASE_STUDY_LENGTH = 6;
/** A case study is drawn at random among this many whose mean difficulty is nearest the ability. */
export const CASE_STUDY_CANDIDATES = 3;

/** Where a test's case studies start and which item numbers are pretest items; 1-based, ascending. */
export interface AdaptivePlan {
  caseStudyStarts: number[];
  pretestNumbers: number[];
}

/** `count` distinct values of 0..n-1 at random (a partial Fisher-Yates shuffle), ascending. */
function sample(n: number, count: number, random: () => number): number[] {
  const values = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (n - i));
    [values[i], values[j]] = [values[j] as number, values[i] as number];
  }
  return values.slice(0, count).sort((a, b) => a - b);
}

/**
 * Places a test's case studies and pretest items among its first `minItems` items, at random with
 * `random` (so a stored seed replays it). Case studies: `caseStudies` non-overlapping runs of six
 * consecutive items, every placement equally likely (choose the runs' places among the
 * minItems - 6c + c "slots" of stars and bars). Pretest: `pretestItems` distinct numbers among the
 * rest of 1..minItems. NCSBN places both within the minimum length, so every candidate meets them.
 * Throws RangeError when they do not fit.
 */
export function planAdaptiveTest(
  exam: Pick<CatExam, 'minItems' | 'pretestItems' | 'caseStudies'>,
  random: () => number,
): AdaptivePlan {
  const { minItems, pretestItems, caseStudies } = exam;
  const free = minItems - caseStudies * CASE_STUDY_LENGTH;
  if (caseStudies < 0 || pretestItems < 0 || free < pretestItems) {
    throw new RangeError(
      `${caseStudies} case studies of ${CASE_STUDY_LENGTH} items and ${pretestItems} pretest items do not fit in ${minItems} items.`,
    );
  }
  const slots = sample(free + caseStudies, caseStudies, random);
  const caseStudyStarts = slots.map((slot, i) => slot + i * (CASE_STUDY_LENGTH - 1) + 1);
  const inCaseStudy = new Set<number>();
  for (const start of caseStudyStarts) for (let n = start; n < start + CASE_STUDY_LENGTH; n++) inCaseStudy.add(n);
  const others: number[] = [];
  for (let n = 1; n <= minItems; n++) if (!inCaseStudy.has(n)) others.push(n);
  const pretestNumbers = sample(others.length, pretestItems, random).map((i) => others[i] as number);
  return { caseStudyStarts, pretestNumbers };
}

/**
 * A stand-alone item of the adaptive pool: operational (scored, calibrated or from its authored
 * level) or pretest (asked unscored while it gathers answers). `afterMinimumOnly` marks stand-alone
 * bow-tie and trend items, which NCSBN asks only after the minimum length.
 */
export interface PoolItem extends CatItem {
  status: 'operational' | 'pretest';
  afterMinimumOnly: boolean;
}

/** A case study and its six items in order. */
export interface PoolCaseStudy {
  id: string;
  items: CatItem[];
}

/** What an adaptive test draws from. */
export interface AdaptivePool {
  items: readonly PoolItem[];
  caseStudies: readonly PoolCaseStudy[];
}

/** What chooseNextStep needs to know. */
export interface NextStepInput {
  exam: Pick<CatExam, 'minItems' | 'maxItems' | 'planPercent'>;
  plan: AdaptivePlan;
  /** The 1-based number of the item about to be asked. */
  number: number;
  /** The current ability estimate, logits. */
  theta: number;
  /** Item ids and case-study ids already used. */
  administered: ReadonlySet<string>;
  /** Scored items so far per client-needs category. */
  counts: Record<ClientNeed, number>;
  pool: AdaptivePool;
  random: () => number;
}

/** An item to ask (scored or as pretest), a case study to unfold from its first item, or null: nothing is left. */
export type NextStep =
  | { kind: 'item'; item: PoolItem; scored: boolean }
  | { kind: 'case-study'; caseStudy: PoolCaseStudy }
  | null;

function meanDifficulty(caseStudy: PoolCaseStudy): number {
  if (caseStudy.items.length === 0) return 0;
  let total = 0;
  for (const item of caseStudy.items) total += item.difficulty;
  return total / caseStudy.items.length;
}

function chooseCaseStudy(input: NextStepInput): PoolCaseStudy | null {
  const nearest: { caseStudy: PoolCaseStudy; distance: number }[] = [];
  for (const caseStudy of input.pool.caseStudies) {
    if (input.administered.has(caseStudy.id)) continue;
    const distance = Math.abs(meanDifficulty(caseStudy) - input.theta);
    nearest.push({ caseStudy, distance });
  }
  if (nearest.length === 0) return null;
  nearest.sort((a, b) => a.distance - b.distance);
  const candidates = nearest.slice(0, CASE_STUDY_CANDIDATES);
  const index = Math.min(candidates.length - 1, Math.floor(input.random() * candidates.length));
  return (candidates[index] as { caseStudy: PoolCaseStudy }).caseStudy;
}

/**
 * The most stand-alone clinical-judgment items (bow-tie and trend) one test asks after the minimum
 * length (NCSBN: from 0 to about 7, docs/nclex.md §2).
 */
export const MAX_CLINICAL_JUDGMENT_ITEMS = 7;

/** How many afterMinimumOnly items of the pool the test has asked. */
function clinicalJudgmentAsked(items: readonly PoolItem[], administered: ReadonlySet<string>): number {
  let asked = 0;
  for (const item of items) if (item.afterMinimumOnly && administered.has(item.id)) asked++;
  return asked;
}

/** Random probes randomUnused tries before it gathers the eligible items. */
const PROBES = 256;

/**
 * An unused item of `items` for which `eligible` holds, each equally likely, or null. First up to
 * PROBES random probes of the whole list (rejection sampling: uniform over the accepted ones, and
 * quick unless they are very rare: with 5% of the pool pretest items, all 256 probes miss once in
 * half a million draws); failing that, one pass gathers the eligible items and one of them is taken
 * at random, so the result is uniform either way.
 */
function randomUnused(
  items: readonly PoolItem[],
  administered: ReadonlySet<string>,
  random: () => number,
  eligible: (item: PoolItem) => boolean,
): PoolItem | null {
  const usable = (item: PoolItem) => !administered.has(item.id) && eligible(item);
  if (items.length === 0) return null;
  for (let probe = 0; probe < PROBES; probe++) {
    const item = items[Math.floor(random() * items.length)] as PoolItem;
    if (usable(item)) return item;
  }
  const found = items.filter(usable);
  return found.length === 0 ? null : (found[Math.floor(random() * found.length)] as PoolItem);
}

/**
 * What to ask as item `number` of an adaptive test:
 * - a number in plan.caseStudyStarts: an unused case study whose mean item difficulty is nearest
 *   theta, drawn at random among the CASE_STUDY_CANDIDATES (3) nearest; the caller then asks its six
 *   items as numbers `number`..`number + 5` (scored) without calling this again. With no case study
 *   left, a stand-alone item as below;
 * - a number in plan.pretestNumbers: a random unused pretest item, asked unscored; with none left, a
 *   random unused operational item (not a bow-tie or trend item before the minimum), asked unscored;
 * - otherwise: selectNextItem's choice (the difficulty nearest theta, Kingsbury-Zara content balance to
 *   exam.planPercent with `counts`, randomesque exposure) among the unused operational items,
 *   leaving out afterMinimumOnly items while number <= exam.minItems and once
 *   MAX_CLINICAL_JUDGMENT_ITEMS of them were asked; scored.
 * Null when nothing suitable is left.
 */
export function chooseNextStep(input: NextStepInput): NextStep {
  const { exam, plan, number, administered, pool, random } = input;
  const judgmentClosed =
    number <= exam.minItems || clinicalJudgmentAsked(pool.items, administered) >= MAX_CLINICAL_JUDGMENT_ITEMS;
  const allowed = (item: PoolItem) => !(judgmentClosed && item.afterMinimumOnly);

  if (plan.caseStudyStarts.includes(number)) {
    const caseStudy = chooseCaseStudy(input);
    if (caseStudy) return { kind: 'case-study', caseStudy };
  }
  if (plan.pretestNumbers.includes(number)) {
    const pretest =
      randomUnused(pool.items, administered, random, (item) => item.status === 'pretest' && allowed(item)) ??
      randomUnused(pool.items, administered, random, (item) => item.status === 'operational' && allowed(item));
    return pretest ? { kind: 'item', item: pretest, scored: false } : null;
  }
  const item = selectNextItemWhere(
    input.theta,
    pool.items,
    administered,
    { percent: exam.planPercent, counts: input.counts },
    random,
    (candidate) => {
      const poolItem = candidate as PoolItem;
      return poolItem.status === 'operational' && allowed(poolItem);
    },
  );
  return item ? { kind: 'item', item: item as PoolItem, scored: true } : null;
}
