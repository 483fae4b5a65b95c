/**
 * The measurement model of the adaptive test (docs/nclex.md §5, decision 014): the Rasch model for
 * items scored 0 or 1 and Masters' partial credit model for items scored in several points, on one
 * logit scale. Pure and free of zod, so the exam engine, the calibration job, the simulation and the
 * browser share it.
 *
 * Sources: G. Rasch (1960); B. D. Wright and M. H. Stone, *Best Test Design* (1979); G. N. Masters,
 * "A Rasch model for partial credit scoring", Psychometrika 47 (1982) 149-174.
 */

/**
 * The distance in logits between neighbouring step difficulties of an item scored in several points
 * (decision 014): the steps are fixed relative to the item's difficulty, so one number per item is
 * calibrated, as in Andrich's rating scale model.
 */
export const STEP_SPACING = 1;

/** An item as the model sees it: its difficulty (location) in logits and the most points it gives (1 for a 0/1 item). */
export interface ModelItem {
  difficulty: number;
  maxScore: number;
}

/**
 * P(score = k | theta) for k = 0..maxScore under the partial credit model (Masters 1982, eq. 3):
 * P(k) = exp(sum_{j<=k} (theta - delta_j)) / sum_h exp(sum_{j<=h} (theta - delta_j)), with the step
 * difficulties delta_j = difficulty + (j - (m + 1) / 2) * STEP_SPACING (decision 014: their mean is
 * the item's difficulty; a 0/1 item's one step is its difficulty). With one step
 * it is the Rasch model: P(1) = 1 / (1 + exp(-(theta - b))). Computed with the largest exponent
 * subtracted, so extreme abilities do not overflow.
 */
export function categoryProbabilities(theta: number, item: ModelItem): number[] {
  const m = item.maxScore;
  const exponents = new Array<number>(m + 1);
  exponents[0] = 0;
  let largest = 0;
  const first = item.difficulty - ((m + 1) / 2) * STEP_SPACING;
  for (let k = 1; k <= m; k++) {
    const value = (exponents[k - 1] as number) + theta - (first + k * STEP_SPACING);
    exponents[k] = value;
    if (value > largest) largest = value;
  }
  let total = 0;
  for (let k = 0; k <= m; k++) {
    const value = Math.exp((exponents[k] as number) - largest);
    exponents[k] = value;
    total += value;
  }
  for (let k = 0; k <= m; k++) exponents[k] = (exponents[k] as number) / total;
  return exponents;
}

/** The probability of a right answer to a 0/1 item: 1 / (1 + exp(-(theta - difficulty))) (Rasch). */
export function probabilityCorrect(theta: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - theta));
}

/**
 * The expected score and its variance at `theta`. The variance is the item's Fisher information at
 * theta for the Rasch and partial credit models (Masters 1982; for a 0/1 item it is P(1 - P)).
 */
export function scoreMoments(theta: number, item: ModelItem): { expected: number; variance: number } {
  if (item.maxScore === 1) {
    const p = probabilityCorrect(theta, item.difficulty);
    return { expected: p, variance: p * (1 - p) };
  }
  const probabilities = categoryProbabilities(theta, item);
  let expected = 0;
  let square = 0;
  for (let k = 1; k < probabilities.length; k++) {
    const p = probabilities[k] as number;
    expected += k * p;
    square += k * k * p;
  }
  return { expected, variance: square - expected * expected };
}

/** The item's Fisher information at `theta` (the variance of its score there); see scoreMoments. */
export function itemInformation(theta: number, item: ModelItem): number {
  return scoreMoments(theta, item).variance;
}

/**
 * The log-likelihood of `score` (0..maxScore) on `item` at `theta`: log P(score | theta), finite
 * however far theta is from the difficulty, and without allocating (the estimate calls it for every
 * answer at every grid point): the cumulative exponent of category h is
 * h (theta - b) - STEP_SPACING h (h - m) / 2 (the steps of categoryProbabilities). Scores outside
 * the range are clamped to it.
 */
export function logLikelihood(theta: number, item: ModelItem, score: number): number {
  const m = item.maxScore;
  const k = Math.max(0, Math.min(m, Math.round(score)));
  const x = theta - item.difficulty;
  if (m === 1) return k * x - softplus(x);
  let largest = 0;
  for (let h = 1; h <= m; h++) {
    const exponent = h * x - (STEP_SPACING * h * (h - m)) / 2;
    if (exponent > largest) largest = exponent;
  }
  let total = 0;
  for (let h = 0; h <= m; h++) total += Math.exp(h * x - (STEP_SPACING * h * (h - m)) / 2 - largest);
  return k * x - (STEP_SPACING * k * (k - m)) / 2 - largest - Math.log(total);
}

/** log(1 + e^z), without overflow for large z. */
function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}
