import { describe, expect, it } from 'vitest';
import { categoryPerformance, confidenceInterval, normalCdf, probabilityOfPassing } from './readiness';

/** Phi(x) by Simpson's rule on the density from 0 to |x| (10,000 intervals): an independent check. */
function simpsonCdf(x: number): number {
  const n = 10_000;
  const h = Math.abs(x) / n;
  const density = (t: number) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI);
  let sum = density(0) + density(Math.abs(x));
  for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * density(i * h);
  const half = (sum * h) / 3;
  return x >= 0 ? 0.5 + half : 0.5 - half;
}

describe('readiness: probability of passing by the normal approximation', () => {
  it('normalCdf agrees with tabulated values to 1e-7', () => {
    const table: [number, number][] = [
      [0, 0.5],
      [1, 0.8413447460685429],
      [1.96, 0.9750021048517795],
      [-1.96, 0.024997895148220435],
      [2.5, 0.9937903346742238],
      [-3, 0.0013498980316301035],
      [-5, 2.866515718791939e-7],
    ];
    for (const [x, phi] of table) expect(Math.abs(normalCdf(x) - phi)).toBeLessThan(1e-7);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });

  it('normalCdf agrees with an independent Simpson integration of the density to 1e-9 on [-6, 6]', () => {
    for (let x = -6; x <= 6; x += 0.37) expect(Math.abs(normalCdf(x) - simpsonCdf(x))).toBeLessThan(1e-9);
  });

  it('probabilityOfPassing is Phi((theta - standard) / SE)', () => {
    expect(probabilityOfPassing(0, 0.5, 0)).toBe(0.5);
    expect(probabilityOfPassing(0.98, 0.5, 0)).toBeCloseTo(0.9750021, 6);
    expect(probabilityOfPassing(-0.18 - 0.3, 0.3, -0.18)).toBeCloseTo(0.1586553, 6);
    expect(probabilityOfPassing(0.1, 0, 0)).toBe(1);
    expect(probabilityOfPassing(-0.1, 0, 0)).toBe(0);
    expect(probabilityOfPassing(0.2, Number.POSITIVE_INFINITY, 0)).toBe(0.5);
    expect(() => probabilityOfPassing(0, -1, 0)).toThrow(RangeError);
  });

  it('confidenceInterval is theta ± 1.96 SE', () => {
    expect(confidenceInterval(0.5, 0.25)).toEqual({ lower: 0.5 - 0.49, upper: 0.5 + 0.49 });
  });
});

describe('readiness: client-needs performance in the words of the Candidate Performance Report', () => {
  const many = (score: number, count: number, difficulty = 0) =>
    Array.from({ length: count }, (_, i) => ({ difficulty: difficulty + ((i % 5) - 2) * 0.3, score }));

  it("says 'near' with no responses and with a mixed record around the standard", () => {
    expect(categoryPerformance([], 0)).toBe('near');
    expect(categoryPerformance([...many(1, 6), ...many(0, 6)], 0)).toBe('near');
  });

  it("says 'above' when the category's whole 95% interval is above the standard, 'below' when below", () => {
    // Twenty right answers to items at -1 put the interval well above 0; twenty wrong at +1, below.
    expect(categoryPerformance(many(1, 20, -1), 0)).toBe('above');
    expect(categoryPerformance(many(0, 20, 1), 0)).toBe('below');
    // The same pattern against a standard far below the estimate reads 'above', far above reads 'below'.
    expect(categoryPerformance([...many(1, 6), ...many(0, 6)], -3)).toBe('above');
    expect(categoryPerformance([...many(1, 6), ...many(0, 6)], 3)).toBe('below');
  });
});
