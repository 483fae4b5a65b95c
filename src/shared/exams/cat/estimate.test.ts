import { describe, expect, it } from 'vitest';
import { type CatResponse, estimateAbility, STANDARD_NORMAL_PRIOR } from './estimate';
import { seededRandom } from './random';
import { itemInformation, logLikelihood } from './rasch';

/**
 * An independent posterior: the trapezoid rule with 20,001 points (spacing 0.002 logits) on
 * [-20, 20], straight from rasch.ts's logLikelihood (no mode, no adaptive grid), for mean and
 * standard deviation.
 */
function bruteForce(responses: readonly CatResponse[], prior = STANDARD_NORMAL_PRIOR) {
  const points = 20_001;
  const low = -20;
  const high = 20;
  const h = (high - low) / (points - 1);
  const logs = new Float64Array(points);
  let peak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < points; i++) {
    const theta = low + i * h;
    let value = -0.5 * ((theta - prior.mean) / prior.sd) ** 2;
    for (const r of responses)
      value += logLikelihood(theta, { difficulty: r.difficulty, maxScore: r.maxScore ?? 1 }, r.score);
    logs[i] = value;
    if (value > peak) peak = value;
  }
  let w = 0;
  let m1 = 0;
  for (let i = 0; i < points; i++) {
    const weight = Math.exp((logs[i] as number) - peak) * (i === 0 || i === points - 1 ? 0.5 : 1);
    const theta = low + i * h;
    w += weight;
    m1 += weight * theta;
  }
  const mean = m1 / w;
  let m2 = 0;
  for (let i = 0; i < points; i++) {
    const weight = Math.exp((logs[i] as number) - peak) * (i === 0 || i === points - 1 ? 0.5 : 1);
    m2 += weight * (low + i * h - mean) ** 2;
  }
  return { mean, sd: Math.sqrt(m2 / w) };
}

const tenItems = (scores: number[]): CatResponse[] => scores.map((score, i) => ({ difficulty: -2 + 0.5 * i, score }));

describe('§5 estimateAbility: EAP with an N(0, 1) prior (Bock and Mislevy 1982)', () => {
  it('gives the published check: b = -2..2.5 answered 1,1,1,1,0,1,0,0,1,0 -> theta 0.533, SD 0.615, 1/sqrt(I) 0.769', () => {
    const estimate = estimateAbility(tenItems([1, 1, 1, 1, 0, 1, 0, 0, 1, 0]));
    expect(estimate.theta).toBeCloseTo(0.533, 3);
    expect(estimate.standardError).toBeCloseTo(0.615, 3);
    expect(estimate.informationError).toBeCloseTo(0.769, 3);
  });

  it('with no responses returns the prior: theta 0, SE 1, and no information', () => {
    expect(estimateAbility([])).toEqual({ theta: 0, standardError: 1, informationError: Number.POSITIVE_INFINITY });
    expect(estimateAbility([], { mean: -0.5, sd: 2 })).toMatchObject({ theta: -0.5, standardError: 2 });
  });

  it('is finite for all-correct and all-wrong patterns, where maximum likelihood is infinite', () => {
    const right = estimateAbility(tenItems(Array(10).fill(1)));
    const wrong = estimateAbility(tenItems(Array(10).fill(0)));
    for (const [estimate, exact] of [
      [right, bruteForce(tenItems(Array(10).fill(1)))],
      [wrong, bruteForce(tenItems(Array(10).fill(0)))],
    ] as const) {
      expect(Number.isFinite(estimate.theta)).toBe(true);
      expect(Math.abs(estimate.theta - exact.mean)).toBeLessThan(1e-6);
      expect(Math.abs(estimate.standardError - exact.sd)).toBeLessThan(1e-6);
    }
    expect(right.theta).toBeGreaterThan(0);
    expect(wrong.theta).toBeLessThan(0);
    // Even 150 right answers to very easy items leave a finite estimate.
    const easy = estimateAbility(Array.from({ length: 150 }, () => ({ difficulty: -3, score: 1 })));
    expect(Number.isFinite(easy.theta)).toBe(true);
    expect(easy.theta).toBeGreaterThan(1);
  });

  it('matches a 20,000-point brute-force integration to 1e-6 on random 0/1 and partial credit patterns', () => {
    const random = seededRandom(22);
    for (let pattern = 0; pattern < 10; pattern++) {
      const length = pattern === 9 ? 150 : 1 + Math.floor(random() * 30);
      const trueTheta = (random() - 0.5) * 6;
      const responses: CatResponse[] = Array.from({ length }, () => {
        const maxScore = random() < 0.3 ? 2 + Math.floor(random() * 5) : 1;
        const difficulty = trueTheta + (random() - 0.5) * 3;
        // A plausible score: the expected score rounded with noise is enough to exercise the model.
        const score = Math.floor(random() * (maxScore + 1));
        return { difficulty, score, maxScore };
      });
      const estimate = estimateAbility(responses);
      const exact = bruteForce(responses);
      expect(Math.abs(estimate.theta - exact.mean)).toBeLessThan(1e-6);
      expect(Math.abs(estimate.standardError - exact.sd)).toBeLessThan(1e-6);
    }
  });

  it('is exact for a narrow posterior too: 150 six-point items near theta (posterior SD under 0.1)', () => {
    const random = seededRandom(5);
    const responses: CatResponse[] = Array.from({ length: 150 }, () => ({
      difficulty: 0.3 + (random() - 0.5) * 0.4,
      score: Math.floor(random() * 7),
      maxScore: 6,
    }));
    const estimate = estimateAbility(responses);
    const exact = bruteForce(responses);
    expect(estimate.standardError).toBeLessThan(0.1);
    expect(Math.abs(estimate.theta - exact.mean)).toBeLessThan(1e-6);
    expect(Math.abs(estimate.standardError - exact.sd)).toBeLessThan(1e-6);
  });

  it('uses the prior given: a wider prior pulls an all-correct estimate less towards its mean', () => {
    const responses = tenItems(Array(10).fill(1));
    const narrow = estimateAbility(responses);
    const wide = estimateAbility(responses, { mean: 0, sd: 3 });
    expect(wide.theta).toBeGreaterThan(narrow.theta);
    expect(Math.abs(wide.theta - bruteForce(responses, { mean: 0, sd: 3 }).mean)).toBeLessThan(1e-6);
  });

  it('reports 1/sqrt(test information at theta) as informationError, polytomous items included', () => {
    const responses: CatResponse[] = [
      { difficulty: 0.2, score: 2, maxScore: 4 },
      { difficulty: -0.4, score: 1 },
      { difficulty: 1.1, score: 0, maxScore: 3 },
    ];
    const estimate = estimateAbility(responses);
    const information = responses.reduce(
      (sum, r) => sum + itemInformation(estimate.theta, { difficulty: r.difficulty, maxScore: r.maxScore ?? 1 }),
      0,
    );
    expect(estimate.informationError).toBeCloseTo(1 / Math.sqrt(information), 12);
  });

  it('clamps a score outside 0..maxScore to the range', () => {
    expect(estimateAbility([{ difficulty: 0, score: 5 }])).toEqual(estimateAbility([{ difficulty: 0, score: 1 }]));
    expect(estimateAbility([{ difficulty: 0, score: -1, maxScore: 3 }])).toEqual(
      estimateAbility([{ difficulty: 0, score: 0, maxScore: 3 }]),
    );
  });

  it('refuses a non-finite difficulty and a prior without a positive sd', () => {
    expect(() => estimateAbility([{ difficulty: Number.NaN, score: 1 }])).toThrow(RangeError);
    expect(() => estimateAbility([], { mean: 0, sd: 0 })).toThrow(RangeError);
  });
});
