import { describe, expect, it } from 'vitest';
import {
  categoryProbabilities,
  itemInformation,
  logLikelihood,
  probabilityCorrect,
  STEP_SPACING,
  scoreMoments,
} from './rasch';

describe('§5 the Rasch and partial credit model (decision 014)', () => {
  it('is the Rasch model for a 0/1 item: P(right) = 1 / (1 + exp(-(theta - b))), a half at theta = b', () => {
    expect(probabilityCorrect(0.4, 0.4)).toBe(0.5);
    expect(probabilityCorrect(1, 0)).toBeCloseTo(1 / (1 + Math.exp(-1)), 15);
    const [wrong, right] = categoryProbabilities(1, { difficulty: 0, maxScore: 1 });
    expect(right).toBeCloseTo(probabilityCorrect(1, 0), 15);
    expect(wrong).toBeCloseTo(1 - probabilityCorrect(1, 0), 15);
    expect(itemInformation(0, { difficulty: 0, maxScore: 1 })).toBe(0.25);
  });

  it('gives an m-point item m + 1 score probabilities summing to 1, from steps STEP_SPACING apart centred on its difficulty', () => {
    for (const theta of [-30, -2, 0, 0.7, 30]) {
      const probabilities = categoryProbabilities(theta, { difficulty: 0.5, maxScore: 4 });
      expect(probabilities).toHaveLength(5);
      expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    }
    // Masters (1982): P(k) / P(k - 1) = exp(theta - delta_k), so at theta = delta_k the two are equal.
    const steps = [1, 2, 3, 4].map((j) => 0.5 + (j - 2.5) * STEP_SPACING);
    for (const [index, step] of steps.entries()) {
      const probabilities = categoryProbabilities(step, { difficulty: 0.5, maxScore: 4 });
      expect(probabilities[index + 1]).toBeCloseTo(probabilities[index] as number, 12);
    }
    // Symmetric about the difficulty: the expected score there is half the points.
    expect(scoreMoments(0.5, { difficulty: 0.5, maxScore: 4 }).expected).toBeCloseTo(2, 12);
  });

  it('gives the information of a partial credit item as its score variance, growing slowly with its points', () => {
    const at = (maxScore: number) => itemInformation(0, { difficulty: 0, maxScore });
    expect(at(2)).toBeCloseTo(0.55, 2);
    expect(at(3)).toBeCloseTo(0.79, 2);
    expect(at(5)).toBeCloseTo(0.98, 2);
    const { expected, variance } = scoreMoments(0.3, { difficulty: -0.2, maxScore: 3 });
    const probabilities = categoryProbabilities(0.3, { difficulty: -0.2, maxScore: 3 });
    const mean = probabilities.reduce((sum, p, k) => sum + k * p, 0);
    expect(expected).toBeCloseTo(mean, 12);
    expect(variance).toBeCloseTo(
      probabilities.reduce((sum, p, k) => sum + (k - mean) ** 2 * p, 0),
      12,
    );
  });

  it('gives a finite log-likelihood however far the ability is from the difficulty', () => {
    expect(logLikelihood(0, { difficulty: 0, maxScore: 1 }, 1)).toBeCloseTo(Math.log(0.5), 15);
    expect(Number.isFinite(logLikelihood(-60, { difficulty: 0, maxScore: 1 }, 1))).toBe(true);
    expect(logLikelihood(-60, { difficulty: 0, maxScore: 1 }, 1)).toBeCloseTo(-60, 6);
    expect(logLikelihood(60, { difficulty: 0, maxScore: 1 }, 0)).toBeCloseTo(-60, 6);
    expect(logLikelihood(1, { difficulty: 0, maxScore: 3 }, 2)).toBeCloseTo(
      Math.log(categoryProbabilities(1, { difficulty: 0, maxScore: 3 })[2] as number),
      12,
    );
  });
});
