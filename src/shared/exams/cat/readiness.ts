import { CONFIDENCE_Z } from './decide';
import { type CatResponse, estimateAbility } from './estimate';

/**
 * Readiness figures from an ability estimate (issue 22, items 4 and 6): the probability of passing by
 * the normal approximation, the 95% interval, and the Candidate Performance Report's words for a
 * client-needs category.
 */

/**
 * The standard normal cumulative distribution Phi(x), accurate to about 1e-15 (absolute): W. J. Cody's
 * rational approximation as given in G. West, "Better approximations to cumulative normal
 * functions", Wilmott Magazine (2005), Figure 2 (Hart's algorithm 5666, J. F. Hart et al.,
 * *Computer Approximations*, 1968), with a continued fraction beyond |x| = 7.07. Exactly 0 below -37
 * and 1 above 37. NaN gives NaN.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const exponential = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * z + 0.700383064443688;
      numerator = numerator * z + 6.37396220353165;
      numerator = numerator * z + 33.912866078383;
      numerator = numerator * z + 112.079291497871;
      numerator = numerator * z + 221.213596169931;
      numerator = numerator * z + 220.206867912376;
      let denominator = 8.83883476483184e-2 * z + 1.75566716318264;
      denominator = denominator * z + 16.064177579207;
      denominator = denominator * z + 86.7807322029461;
      denominator = denominator * z + 296.564248779674;
      denominator = denominator * z + 637.333633378831;
      denominator = denominator * z + 793.826512519948;
      denominator = denominator * z + 440.413735824752;
      tail = (exponential * numerator) / denominator;
    } else {
      let fraction = z + 0.65;
      fraction = z + 4 / fraction;
      fraction = z + 3 / fraction;
      fraction = z + 2 / fraction;
      fraction = z + 1 / fraction;
      tail = exponential / fraction / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/**
 * The probability that the true ability lies above the passing standard, 0-1, by the normal
 * approximation to the estimate: Phi((theta - standard) / SE), all in logits. It is what the
 * estimate implies on Nightingale's bank, not a forecast of the NCLEX. SE 0 gives 1 above the
 * standard, 0 below and 0.5 at it; an infinite SE gives 0.5. Throws RangeError for a negative or NaN SE.
 */
export function probabilityOfPassing(theta: number, standardError: number, passingStandard: number): number {
  if (!(standardError >= 0)) throw new RangeError('The standard error must be zero or positive.');
  const distance = theta - passingStandard;
  if (standardError === 0) return distance > 0 ? 1 : distance < 0 ? 0 : 0.5;
  return normalCdf(distance / standardError);
}

/** The 95% confidence interval theta ± 1.96 SE (logits), as the stop rule and the report use it. */
export function confidenceInterval(theta: number, standardError: number): { lower: number; upper: number } {
  return { lower: theta - CONFIDENCE_Z * standardError, upper: theta + CONFIDENCE_Z * standardError };
}

/** NCSBN's Candidate Performance Report's words for a content area, relative to the passing standard. */
export const PERFORMANCE_LEVELS = ['above', 'near', 'below'] as const;
export type PerformanceLevel = (typeof PERFORMANCE_LEVELS)[number];

/**
 * How a candidate did in one client-needs category, in the words of NCSBN's Candidate Performance
 * Report: the EAP ability (estimateAbility, N(0, 1) prior) from that category's scored responses
 * alone, then 'above' when the whole 95% interval theta ± 1.96 SE lies above `passingStandard`,
 * 'below' when it lies wholly below, and 'near' when it contains the standard (including when it
 * only touches it). With no responses the prior's interval (-1.96, 1.96) contains either standard, so
 * 'near'. A category of a dozen items seldom leaves 'near' unless the candidate is far from the
 * standard; that is the honest reading of so few items.
 */
export function categoryPerformance(responses: readonly CatResponse[], passingStandard: number): PerformanceLevel {
  const { theta, standardError } = estimateAbility(responses);
  const { lower, upper } = confidenceInterval(theta, standardError);
  if (lower > passingStandard) return 'above';
  if (upper < passingStandard) return 'below';
  return 'near';
}
