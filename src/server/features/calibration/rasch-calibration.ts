import { categoryProbabilities, scoreMoments } from '../../../shared/exams/cat/rasch';
import type { ItemStatisticFlag } from './tables';

/**
 * Joint maximum likelihood estimation (JMLE, also called UCON) of item difficulties from scored
 * responses, under the model of `src/shared/exams/cat/rasch.ts`: the Rasch model for items scored
 * 0/1 and Masters' partial credit model, with steps fixed 1 logit apart around the item's location,
 * for items scored in several points, so only the location is estimated (decision 014). Each
 * sitting is a person whose ability is estimated with the items' difficulties (decision 015).
 *
 * Sources: B. D. Wright and M. H. Stone, *Best Test Design* (1979), ch. 4 (UCON); B. D. Wright and
 * N. Panchapakesan, "A procedure for sample-free item analysis" (1969); B. D. Wright and G. N.
 * Masters, *Rating Scale Analysis* (1982) for the fit mean squares; J. M. Linacre, *Winsteps Rasch
 * Measurement* manual (the JMLE iteration, STBIAS, EXTRSC); G. N. Masters (1982) for the partial
 * credit model. Pure: no I/O, no clock, deterministic for a given input order.
 */

/**
 * The fewest responses an item needs before it is calibrated (decision 015). With 30 responses the
 * model standard error of a well-targeted 0/1 item is about 2 / sqrt(30) = 0.37 logits; Linacre
 * ("Sample size and item calibration stability", Rasch Measurement Transactions 7:4, 1994) gives 30
 * as the minimum for a calibration stable within +/-1 logit with 95% confidence.
 */
export const MIN_RESPONSES = 30;

/**
 * The acceptable range of the infit and outfit mean squares: 0.7-1.3, Wright and Linacre,
 * "Reasonable mean-square fit values", Rasch Measurement Transactions 8:3 (1994) 370, for
 * "run of the mill" multiple-choice tests. An item is flagged 'misfit' when a mean square is outside
 * it and also improbable under the model (MISFIT_T).
 */
export const FIT_RANGE = { low: 0.7, high: 1.3 } as const;

/**
 * How far (in standard units) a mean square must be from its expectation, besides being outside
 * FIT_RANGE, for the item to be flagged 'misfit': the mean square's t (Wilson-Hilferty cube-root
 * transform with the model variance of the mean square; Wright and Masters 1982, ch. 5; Winsteps
 * ZSTD) beyond +/-2. With 40 responses an item that fits the model has a mean square outside 0.7-1.3
 * about one time in five by chance alone (measured on simulated data, decision 015); both tests
 * together flag an item whose misfit is both large and real.
 */
export const MISFIT_T = 2;

/** Above this percent of the points possible an item is flagged 'too-easy' (below TOO_HARD_PERCENT 'too-hard'). */
export const TOO_EASY_PERCENT = 95;
/** Below this percent of the points possible an item is flagged 'too-hard'. */
export const TOO_HARD_PERCENT = 5;
/**
 * Beyond this many logits from the scale's origin (the RN passing standard, 0) an item is flagged
 * too easy or too hard: it is informative only for candidates more than 3 logits from the
 * standard, where the test's decision is never in doubt.
 */
export const EXTREME_DIFFICULTY = 3;
/** Below this point-biserial an item is flagged 'low-discrimination' (it barely separates stronger from weaker candidates). */
export const LOW_DISCRIMINATION = 0.1;
/**
 * Score points by which an extreme score (no point, or every point, from every non-extreme person)
 * is moved towards the centre to give the item a finite estimate (Winsteps EXTRSC default 0.3).
 */
export const EXTREME_SCORE_ADJUSTMENT = 0.3;

/** The iterations stop when no estimate moves by more than this many logits. */
const CONVERGENCE_LOGITS = 0.0005;
const MAX_ITERATIONS = 500;
/** No estimate moves by more than this many logits in one Newton step (Winsteps limits its steps likewise). */
const MAX_STEP = 1;

/** One scored response: a person (a sitting), an item, the points earned (0..possible) and possible. */
export interface ScoredResponse {
  personId: string;
  itemId: string;
  score: number;
  possible: number;
}

/** What the estimation is tied to, and how many responses an item needs. */
export interface CalibrationOptions {
  /**
   * Difficulties (logits) whose mean the new estimates keep: the items calibrated in the previous
   * run with their difficulties, or, the first time, every item's authored difficulty. The new
   * difficulties are shifted so that the items estimated now and named here have the same mean
   * difficulty as here, so the scale does not drift from run to run (mean-mean linking). When no
   * estimated item is named, the estimates are centred on 0 (the usual Rasch origin).
   */
  anchors: ReadonlyMap<string, number>;
  /** Default MIN_RESPONSES. */
  minResponses?: number;
}

/** One item's statistics. Logits for difficulties and errors; percent 0-100. */
export interface ItemCalibrationResult {
  itemId: string;
  /** Every response to the item in the input. */
  responses: number;
  /** Most points the item gives, as seen in its responses. */
  maxScore: number;
  /** Points earned over points possible, in percent, over every response; null without responses. */
  percentCorrect: number | null;
  /**
   * Corrected point-biserial: the Pearson correlation of the item's score (as a share of its points)
   * with the person's rest score (the share of points on the other items the person answered), over
   * the persons who answered it and something else; null with fewer than 3 such persons or no spread.
   */
  pointBiserial: number | null;
  /** True when the item has at least the minimum responses and got an estimate. */
  calibrated: boolean;
  difficulty: number | null;
  /** 1 / sqrt(sum of the model variances of its responses), at the estimates. */
  standardError: number | null;
  /** Information-weighted mean square: sum (x - E)^2 / sum V. Null for an extreme item. */
  infit: number | null;
  /** Mean of the squared standardized residuals (x - E)^2 / V. Null for an extreme item. */
  outfit: number | null;
  /** The infit's and outfit's t (standardized, Wilson-Hilferty; ZSTD in Winsteps). Null for an extreme item. */
  infitT: number | null;
  outfitT: number | null;
  /** 'zero' or 'full' when every non-extreme person scored nothing / everything on it (estimate from the adjusted score). */
  extreme: 'zero' | 'full' | null;
  flags: ItemStatisticFlag[];
}

/** The result of one estimation. */
export interface CalibrationResult {
  items: ItemCalibrationResult[];
  /** Persons in the estimation (non-extreme on the calibrated items). */
  persons: number;
  /** Responses in the estimation. */
  responses: number;
  iterations: number;
  converged: boolean;
  /** The JMLE bias correction factor (L - 1) / L applied to the difficulties, L the mean items per person. */
  biasCorrection: number;
  /** Logits added to every estimate to keep the anchors' mean. */
  shift: number;
}

const moments = (theta: number, difficulty: number, maxScore: number) => scoreMoments(theta, { difficulty, maxScore });

const clampStep = (step: number) => Math.max(-MAX_STEP, Math.min(MAX_STEP, step));

/**
 * Estimates the difficulty of every item with at least `minResponses` responses by JMLE, with its
 * standard error, infit and outfit mean squares, and describes every item (responses, percent
 * correct, point-biserial, flags). Method (decision 015):
 * 1. Items below the minimum are left out of the estimation. Persons and items with extreme scores
 *    (nothing or everything) are left out in turn until none remains (Wright and Stone 1979).
 * 2. Abilities and difficulties are updated alternately by Newton-Raphson steps (at most 1 logit),
 *    the difficulties centred on 0 after each round, until no estimate moves by 0.0005 logits.
 * 3. Fit and standard errors are computed at those estimates; the difficulties are then multiplied
 *    by the JMLE bias correction (L - 1) / L (Wright and Douglas 1977; Winsteps STBIAS), L the mean
 *    number of items a person answered.
 * 4. An extreme item gets the difficulty at which the persons' expected score equals its score
 *    moved 0.3 points towards the centre (EXTREME_SCORE_ADJUSTMENT), without fit statistics.
 * 5. Everything is shifted so that the anchors keep their mean (`options.anchors`).
 * Flags: 'misfit' (infit or outfit outside FIT_RANGE, 0.7-1.3, and its t beyond +/-2), 'too-easy' (percent correct above 95 or
 * difficulty below -3), 'too-hard' (below 5 or above +3), 'low-discrimination' (point-biserial
 * below 0.1); flags are given to calibrated items only.
 */
export function calibrateItems(responses: readonly ScoredResponse[], options: CalibrationOptions): CalibrationResult {
  const minResponses = options.minResponses ?? MIN_RESPONSES;
  const personIndex = new Map<string, number>();
  const itemIndex = new Map<string, number>();
  const itemIds: string[] = [];
  const n = responses.length;
  const respPerson = new Int32Array(n);
  const respItem = new Int32Array(n);
  const respScore = new Float64Array(n);
  const respPossible = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const response = responses[r] as ScoredResponse;
    let p = personIndex.get(response.personId);
    if (p === undefined) {
      p = personIndex.size;
      personIndex.set(response.personId, p);
    }
    let i = itemIndex.get(response.itemId);
    if (i === undefined) {
      i = itemIds.length;
      itemIndex.set(response.itemId, i);
      itemIds.push(response.itemId);
    }
    respPerson[r] = p;
    respItem[r] = i;
    respPossible[r] = Math.max(0, Math.round(response.possible));
    respScore[r] = Math.max(0, Math.min(respPossible[r] as number, Math.round(response.score)));
  }
  const persons = personIndex.size;
  const items = itemIds.length;

  const itemMax = new Int32Array(items);
  const itemCount = new Int32Array(items);
  for (let r = 0; r < n; r++) {
    const i = respItem[r] as number;
    itemCount[i] = (itemCount[i] as number) + 1;
    if ((respPossible[r] as number) > (itemMax[i] as number)) itemMax[i] = respPossible[r] as number;
  }

  const described = describeItems(respPerson, respItem, respScore, respPossible, persons, items);

  // 1. Who takes part: items with enough responses; then extreme persons and items left out in turn.
  const itemIn = new Uint8Array(items);
  for (let i = 0; i < items; i++)
    itemIn[i] = (itemCount[i] as number) >= minResponses && (itemMax[i] as number) > 0 ? 1 : 0;
  const personIn = new Uint8Array(persons).fill(1);
  const itemExtreme = new Uint8Array(items); // 0 none, 1 zero, 2 full
  const personScore = new Float64Array(persons);
  const personMax = new Float64Array(persons);
  const itemScore = new Float64Array(items);
  const itemTotal = new Float64Array(items);
  for (;;) {
    personScore.fill(0);
    personMax.fill(0);
    for (let r = 0; r < n; r++) {
      const i = respItem[r] as number;
      if (itemIn[i] !== 1) continue;
      const p = respPerson[r] as number;
      personScore[p] = (personScore[p] as number) + (respScore[r] as number);
      personMax[p] = (personMax[p] as number) + (itemMax[i] as number);
    }
    let changed = false;
    for (let p = 0; p < persons; p++) {
      if (personIn[p] !== 1) continue;
      const score = personScore[p] as number;
      if (score <= 0 || score >= (personMax[p] as number)) {
        personIn[p] = 0;
        changed = true;
      }
    }
    itemScore.fill(0);
    itemTotal.fill(0);
    for (let r = 0; r < n; r++) {
      const i = respItem[r] as number;
      if (itemIn[i] !== 1 || personIn[respPerson[r] as number] !== 1) continue;
      itemScore[i] = (itemScore[i] as number) + (respScore[r] as number);
      itemTotal[i] = (itemTotal[i] as number) + (itemMax[i] as number);
    }
    for (let i = 0; i < items; i++) {
      if (itemIn[i] !== 1) continue;
      const score = itemScore[i] as number;
      if (score <= 0 || score >= (itemTotal[i] as number)) {
        itemIn[i] = 2; // set aside: estimated at the end from its adjusted score, if any person is left for it
        itemExtreme[i] = (itemTotal[i] as number) === 0 ? 0 : score <= 0 ? 1 : 2;
        changed = true;
      }
    }
    if (!changed) break;
  }

  // The responses of the estimation.
  const active: number[] = [];
  for (let r = 0; r < n; r++) {
    if (itemIn[respItem[r] as number] === 1 && personIn[respPerson[r] as number] === 1) active.push(r);
  }
  const estimatedPersons = personIn.reduce((sum, value) => sum + value, 0);

  // 2. Starting values (PROX-like log-odds), then alternating Newton-Raphson rounds.
  const theta = new Float64Array(persons);
  const difficulty = new Float64Array(items);
  for (let p = 0; p < persons; p++) {
    if (personIn[p] !== 1) continue;
    const share = (personScore[p] as number) / (personMax[p] as number);
    theta[p] = Math.log(share / (1 - share));
  }
  for (let i = 0; i < items; i++) {
    if (itemIn[i] !== 1) continue;
    const share = (itemScore[i] as number) / (itemTotal[i] as number);
    difficulty[i] = Math.log((1 - share) / share);
  }
  centre(difficulty, theta, itemIn, personIn);

  const sumExpected = new Float64Array(Math.max(persons, items));
  const sumVariance = new Float64Array(Math.max(persons, items));
  let iterations = 0;
  let converged = active.length === 0;
  while (!converged && iterations < MAX_ITERATIONS) {
    iterations++;
    let largest = 0;
    // Persons, given the items.
    sumExpected.fill(0, 0, persons);
    sumVariance.fill(0, 0, persons);
    for (const r of active) {
      const p = respPerson[r] as number;
      const i = respItem[r] as number;
      const m = moments(theta[p] as number, difficulty[i] as number, itemMax[i] as number);
      sumExpected[p] = (sumExpected[p] as number) + m.expected;
      sumVariance[p] = (sumVariance[p] as number) + m.variance;
    }
    for (let p = 0; p < persons; p++) {
      if (personIn[p] !== 1) continue;
      const step = clampStep(((personScore[p] as number) - (sumExpected[p] as number)) / (sumVariance[p] as number));
      theta[p] = (theta[p] as number) + step;
      largest = Math.max(largest, Math.abs(step));
    }
    // Items, given the persons.
    sumExpected.fill(0, 0, items);
    sumVariance.fill(0, 0, items);
    for (const r of active) {
      const p = respPerson[r] as number;
      const i = respItem[r] as number;
      const m = moments(theta[p] as number, difficulty[i] as number, itemMax[i] as number);
      sumExpected[i] = (sumExpected[i] as number) + m.expected;
      sumVariance[i] = (sumVariance[i] as number) + m.variance;
    }
    for (let i = 0; i < items; i++) {
      if (itemIn[i] !== 1) continue;
      const step = clampStep(((itemScore[i] as number) - (sumExpected[i] as number)) / (sumVariance[i] as number));
      difficulty[i] = (difficulty[i] as number) - step;
      largest = Math.max(largest, Math.abs(step));
    }
    centre(difficulty, theta, itemIn, personIn);
    converged = largest < CONVERGENCE_LOGITS;
  }

  // 3. Standard errors and fit at the estimates.
  const fit = itemFit(active, respPerson, respItem, respScore, theta, difficulty, itemMax, items);
  const itemsPerPerson = estimatedPersons > 0 ? active.length / estimatedPersons : 0;
  const biasCorrection = itemsPerPerson > 1 ? (itemsPerPerson - 1) / itemsPerPerson : 1;

  // 4. Extreme items: the difficulty at which the non-extreme persons' expected score is the adjusted score.
  const extremeEstimate = new Map<number, { difficulty: number; standardError: number }>();
  for (let i = 0; i < items; i++) {
    if (itemIn[i] !== 2 || itemExtreme[i] === 0) continue;
    const abilities: number[] = [];
    for (let r = 0; r < n; r++) {
      if (respItem[r] === i && personIn[respPerson[r] as number] === 1)
        abilities.push(theta[respPerson[r] as number] as number);
    }
    if (abilities.length === 0) continue;
    const full = abilities.length * (itemMax[i] as number);
    const target = itemExtreme[i] === 1 ? EXTREME_SCORE_ADJUSTMENT : full - EXTREME_SCORE_ADJUSTMENT;
    extremeEstimate.set(i, solveDifficulty(abilities, itemMax[i] as number, target));
  }

  // 5. Bias correction, then the shift that keeps the anchors' mean.
  const corrected = (i: number) => (difficulty[i] as number) * biasCorrection;
  let anchorSum = 0;
  let estimateSum = 0;
  let anchored = 0;
  for (let i = 0; i < items; i++) {
    if (itemIn[i] !== 1) continue;
    const anchor = options.anchors.get(itemIds[i] as string);
    if (anchor === undefined) continue;
    anchorSum += anchor;
    estimateSum += corrected(i);
    anchored++;
  }
  const shift = anchored > 0 ? (anchorSum - estimateSum) / anchored : 0;

  const results: ItemCalibrationResult[] = [];
  for (let i = 0; i < items; i++) {
    const description = described[i] as { percentCorrect: number | null; pointBiserial: number | null };
    const base = {
      itemId: itemIds[i] as string,
      responses: itemCount[i] as number,
      maxScore: itemMax[i] as number,
      percentCorrect: description.percentCorrect,
      pointBiserial: description.pointBiserial,
    };
    const extremeResult = extremeEstimate.get(i);
    if (itemIn[i] === 1) {
      const itemFitValues = fit[i] as ItemFit;
      const value = corrected(i) + shift;
      results.push({
        ...base,
        calibrated: true,
        difficulty: value,
        standardError: itemFitValues.standardError,
        infit: itemFitValues.infit,
        outfit: itemFitValues.outfit,
        infitT: itemFitValues.infitT,
        outfitT: itemFitValues.outfitT,
        extreme: null,
        flags: flagsOf(value, base.percentCorrect, base.pointBiserial, itemFitValues),
      });
    } else if (extremeResult) {
      const value = extremeResult.difficulty * biasCorrection + shift;
      results.push({
        ...base,
        calibrated: true,
        difficulty: value,
        standardError: extremeResult.standardError,
        infit: null,
        outfit: null,
        infitT: null,
        outfitT: null,
        extreme: itemExtreme[i] === 1 ? 'zero' : 'full',
        flags: flagsOf(value, base.percentCorrect, base.pointBiserial, null),
      });
    } else {
      results.push({
        ...base,
        calibrated: false,
        difficulty: null,
        standardError: null,
        infit: null,
        outfit: null,
        infitT: null,
        outfitT: null,
        extreme: null,
        flags: [],
      });
    }
  }
  return {
    items: results,
    persons: estimatedPersons,
    responses: active.length,
    iterations,
    converged,
    biasCorrection,
    shift,
  };
}

/** Moves the difficulties (and abilities with them) so the estimated items' mean difficulty is 0. */
function centre(difficulty: Float64Array, theta: Float64Array, itemIn: Uint8Array, personIn: Uint8Array): void {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < difficulty.length; i++) {
    if (itemIn[i] !== 1) continue;
    sum += difficulty[i] as number;
    count++;
  }
  if (count === 0) return;
  const mean = sum / count;
  for (let i = 0; i < difficulty.length; i++) if (itemIn[i] === 1) difficulty[i] = (difficulty[i] as number) - mean;
  for (let p = 0; p < theta.length; p++) if (personIn[p] === 1) theta[p] = (theta[p] as number) - mean;
}

/** An estimated item's standard error and fit: mean squares and their t (standardized) values. */
interface ItemFit {
  standardError: number;
  infit: number;
  outfit: number;
  infitT: number;
  outfitT: number;
}

/**
 * The standard error, infit and outfit mean squares of each estimated item over the estimation's
 * responses, with each mean square's t: (MS^(1/3) - 1)(3 / q) + q / 3, where q^2 is the model
 * variance of the mean square (outfit: sum(C / V^2) / n^2 - 1 / n; infit: sum(C - V^2) / (sum V)^2;
 * C the fourth central moment of the score; Wright and Masters 1982, eq. 5.4.x).
 */
function itemFit(
  active: readonly number[],
  respPerson: Int32Array,
  respItem: Int32Array,
  respScore: Float64Array,
  theta: Float64Array,
  difficulty: Float64Array,
  itemMax: Int32Array,
  items: number,
): (ItemFit | undefined)[] {
  const variance = new Float64Array(items);
  const squared = new Float64Array(items);
  const standardized = new Float64Array(items);
  const outfitSpread = new Float64Array(items);
  const infitSpread = new Float64Array(items);
  const count = new Int32Array(items);
  for (const r of active) {
    const i = respItem[r] as number;
    const m = centralMoments(theta[respPerson[r] as number] as number, difficulty[i] as number, itemMax[i] as number);
    const residual = (respScore[r] as number) - m.expected;
    variance[i] = (variance[i] as number) + m.variance;
    squared[i] = (squared[i] as number) + residual * residual;
    standardized[i] = (standardized[i] as number) + (residual * residual) / m.variance;
    outfitSpread[i] = (outfitSpread[i] as number) + m.fourth / (m.variance * m.variance);
    infitSpread[i] = (infitSpread[i] as number) + m.fourth - m.variance * m.variance;
    count[i] = (count[i] as number) + 1;
  }
  const result: (ItemFit | undefined)[] = [];
  for (let i = 0; i < items; i++) {
    const v = variance[i] as number;
    const k = count[i] as number;
    if (k === 0 || v <= 0) {
      result.push(undefined);
      continue;
    }
    const infit = (squared[i] as number) / v;
    const outfit = (standardized[i] as number) / k;
    result.push({
      standardError: 1 / Math.sqrt(v),
      infit,
      outfit,
      infitT: meanSquareT(infit, (infitSpread[i] as number) / (v * v)),
      outfitT: meanSquareT(outfit, (outfitSpread[i] as number) / (k * k) - 1 / k),
    });
  }
  return result;
}

/** A mean square's t from its model variance `q2` (Wilson-Hilferty); 0 when the variance is not positive. */
function meanSquareT(meanSquare: number, q2: number): number {
  if (!(q2 > 0)) return 0;
  const q = Math.sqrt(q2);
  return (Math.cbrt(meanSquare) - 1) * (3 / q) + q / 3;
}

/** The expected score, its variance and its fourth central moment at `theta` (Rasch or partial credit). */
function centralMoments(theta: number, difficulty: number, maxScore: number) {
  if (maxScore === 1) {
    const { expected, variance } = moments(theta, difficulty, 1);
    return { expected, variance, fourth: variance * (1 - 3 * variance) };
  }
  const probabilities = categoryProbabilities(theta, { difficulty, maxScore });
  let expected = 0;
  for (let k = 1; k < probabilities.length; k++) expected += k * (probabilities[k] as number);
  let variance = 0;
  let fourth = 0;
  for (let k = 0; k < probabilities.length; k++) {
    const d2 = (k - expected) ** 2;
    variance += d2 * (probabilities[k] as number);
    fourth += d2 * d2 * (probabilities[k] as number);
  }
  return { expected, variance, fourth };
}

/** The difficulty at which persons of `abilities` are expected to score `target` on an item of `maxScore` points (Newton-Raphson). */
function solveDifficulty(
  abilities: readonly number[],
  maxScore: number,
  target: number,
): { difficulty: number; standardError: number } {
  const mean = abilities.reduce((sum, value) => sum + value, 0) / abilities.length;
  let difficulty = mean;
  let information = 0;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let expected = 0;
    information = 0;
    for (const theta of abilities) {
      const m = moments(theta, difficulty, maxScore);
      expected += m.expected;
      information += m.variance;
    }
    const step = clampStep((target - expected) / information);
    difficulty -= step;
    if (Math.abs(step) < CONVERGENCE_LOGITS) break;
  }
  return { difficulty, standardError: 1 / Math.sqrt(information) };
}

/**
 * Percent correct and the corrected point-biserial of every item, over every response: the item's
 * score as a share of its points against the person's share of points on their other items.
 */
function describeItems(
  respPerson: Int32Array,
  respItem: Int32Array,
  respScore: Float64Array,
  respPossible: Float64Array,
  persons: number,
  items: number,
): { percentCorrect: number | null; pointBiserial: number | null }[] {
  const personScore = new Float64Array(persons);
  const personPossible = new Float64Array(persons);
  const earned = new Float64Array(items);
  const possible = new Float64Array(items);
  for (let r = 0; r < respPerson.length; r++) {
    const p = respPerson[r] as number;
    const i = respItem[r] as number;
    personScore[p] = (personScore[p] as number) + (respScore[r] as number);
    personPossible[p] = (personPossible[p] as number) + (respPossible[r] as number);
    earned[i] = (earned[i] as number) + (respScore[r] as number);
    possible[i] = (possible[i] as number) + (respPossible[r] as number);
  }
  // Sums for Pearson's r per item: n, x, y, xx, yy, xy.
  const sums = new Float64Array(items * 6);
  for (let r = 0; r < respPerson.length; r++) {
    const p = respPerson[r] as number;
    const i = respItem[r] as number;
    const itemPossible = respPossible[r] as number;
    const restPossible = (personPossible[p] as number) - itemPossible;
    if (itemPossible <= 0 || restPossible <= 0) continue;
    const x = (respScore[r] as number) / itemPossible;
    const y = ((personScore[p] as number) - (respScore[r] as number)) / restPossible;
    const o = i * 6;
    sums[o] = (sums[o] as number) + 1;
    sums[o + 1] = (sums[o + 1] as number) + x;
    sums[o + 2] = (sums[o + 2] as number) + y;
    sums[o + 3] = (sums[o + 3] as number) + x * x;
    sums[o + 4] = (sums[o + 4] as number) + y * y;
    sums[o + 5] = (sums[o + 5] as number) + x * y;
  }
  const result: { percentCorrect: number | null; pointBiserial: number | null }[] = [];
  for (let i = 0; i < items; i++) {
    const o = i * 6;
    const count = sums[o] as number;
    let pointBiserial: number | null = null;
    if (count >= 3) {
      const sx = sums[o + 1] as number;
      const sy = sums[o + 2] as number;
      const varX = (sums[o + 3] as number) - (sx * sx) / count;
      const varY = (sums[o + 4] as number) - (sy * sy) / count;
      const cov = (sums[o + 5] as number) - (sx * sy) / count;
      if (varX > 1e-12 && varY > 1e-12) pointBiserial = cov / Math.sqrt(varX * varY);
    }
    const total = possible[i] as number;
    result.push({ percentCorrect: total > 0 ? ((earned[i] as number) / total) * 100 : null, pointBiserial });
  }
  return result;
}

/** True when a mean square is outside FIT_RANGE and its t beyond MISFIT_T (see MISFIT_T). */
function misfits(meanSquare: number, t: number): boolean {
  return (meanSquare < FIT_RANGE.low && t < -MISFIT_T) || (meanSquare > FIT_RANGE.high && t > MISFIT_T);
}

/** The flags of a calibrated item (see calibrateItems). */
function flagsOf(
  difficulty: number,
  percentCorrect: number | null,
  pointBiserial: number | null,
  fit: ItemFit | null,
): ItemStatisticFlag[] {
  const flags: ItemStatisticFlag[] = [];
  if (fit && (misfits(fit.infit, fit.infitT) || misfits(fit.outfit, fit.outfitT))) flags.push('misfit');
  if ((percentCorrect !== null && percentCorrect > TOO_EASY_PERCENT) || difficulty < -EXTREME_DIFFICULTY) {
    flags.push('too-easy');
  }
  if ((percentCorrect !== null && percentCorrect < TOO_HARD_PERCENT) || difficulty > EXTREME_DIFFICULTY) {
    flags.push('too-hard');
  }
  if (pointBiserial !== null && pointBiserial < LOW_DISCRIMINATION) flags.push('low-discrimination');
  return flags;
}
