import type { AdaptiveRule } from './adaptive-schemas';

/**
 * The stop rules of the adaptive NCLEX (docs/nclex.md §5; NCSBN, "NCLEX Examination: Computerized
 * Adaptive Testing (CAT)"; the run-out-of-time rule in force since October 2020).
 */

/** Test lengths (items, pretest items included) and the passing standard (logits). */
export interface CatRules {
  minItems: number;
  maxItems: number;
  passingStandard: number;
}

/**
 * Where a test stands after an answer: items answered (pretest items included, as NCSBN's 85-item
 * minimum counts them), the ability estimate and its standard error (logits; estimate.ts's posterior
 * standard deviation), and whether the time limit has passed.
 */
export interface CatState {
  itemsAnswered: number;
  theta: number;
  standardError: number;
  timeUp: boolean;
}

/** Go on, or pass/fail with the rule that decided it. */
export type CatDecision = { outcome: 'continue' } | { outcome: 'pass' | 'fail'; rule: AdaptiveRule };

/** The two-sided 95% normal quantile of the confidence rule. */
export const CONFIDENCE_Z = 1.96;

/**
 * NCSBN's decision after each answer, in this order:
 * 1. time up ('time'): fewer than minItems answered is a fail; otherwise pass iff theta > standard;
 * 2. from minItems on ('confidence'): pass when theta - 1.96 SE > standard, fail when
 *    theta + 1.96 SE < standard (an interval that only touches the standard decides nothing);
 * 3. at maxItems or more ('maximum-length'): pass iff theta > standard (theta exactly at the
 *    standard fails);
 * 4. otherwise continue, however narrow the interval before the minimum length.
 */
export function decide(state: CatState, rules: CatRules): CatDecision {
  const { itemsAnswered, theta, standardError, timeUp } = state;
  const { minItems, maxItems, passingStandard } = rules;
  if (timeUp) {
    if (itemsAnswered < minItems) return { outcome: 'fail', rule: 'time' };
    return { outcome: theta > passingStandard ? 'pass' : 'fail', rule: 'time' };
  }
  if (itemsAnswered >= minItems) {
    if (theta - CONFIDENCE_Z * standardError > passingStandard) return { outcome: 'pass', rule: 'confidence' };
    if (theta + CONFIDENCE_Z * standardError < passingStandard) return { outcome: 'fail', rule: 'confidence' };
  }
  if (itemsAnswered >= maxItems) {
    return { outcome: theta > passingStandard ? 'pass' : 'fail', rule: 'maximum-length' };
  }
  return { outcome: 'continue' };
}
