import { describe, expect, it } from 'vitest';
import { randomSeed, seededRandom } from './random';

describe('seeded random sources', () => {
  it('replays the same sequence for the same seed and stream, another for another', () => {
    const draw = (seed: number, stream?: number) => {
      const random = seededRandom(seed, stream);
      return Array.from({ length: 20 }, () => random());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42, 3)).toEqual(draw(42, 3));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42)).not.toEqual(draw(42, 1));
  });

  it('returns numbers in [0, 1) that look uniform (mean 0.5, each tenth about 10%)', () => {
    const random = seededRandom(7);
    const bins = new Array<number>(10).fill(0);
    const n = 100_000;
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const value = random();
      if (!(value >= 0 && value < 1)) outside += 1;
      sum += value;
      bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] as number) + 1;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.005);
    for (const count of bins) expect(Math.abs(count / n - 0.1)).toBeLessThan(0.005);
  });

  it('refuses a stream that is not an integer from 0 to 2^32 - 1', () => {
    expect(() => seededRandom(1, -1)).toThrow(RangeError);
    expect(() => seededRandom(1, 1.5)).toThrow(RangeError);
    expect(() => seededRandom(1, 2 ** 32)).toThrow(RangeError);
    expect(seededRandom(1, 2 ** 32 - 1)()).toBeLessThan(1);
  });

  it('gives unrelated streams: neighbouring streams and seeds do not track each other', () => {
    const n = 20_000;
    const correlation = (a: () => number, b: () => number) => {
      let sa = 0;
      let sb = 0;
      let sab = 0;
      let saa = 0;
      let sbb = 0;
      for (let i = 0; i < n; i++) {
        const x = a();
        const y = b();
        sa += x;
        sb += y;
        sab += x * y;
        saa += x * x;
        sbb += y * y;
      }
      return (sab / n - (sa / n) * (sb / n)) / Math.sqrt((saa / n - (sa / n) ** 2) * (sbb / n - (sb / n) ** 2));
    };
    for (const [a, b] of [
      [seededRandom(5, 1), seededRandom(5, 2)],
      [seededRandom(5, 0), seededRandom(5, 1)],
      [seededRandom(5, 150), seededRandom(6, 150)],
    ] as const) {
      expect(Math.abs(correlation(a, b))).toBeLessThan(0.03);
    }
  });

  it('randomSeed gives a 31-bit integer, and not always the same', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => randomSeed()));
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    expect(seeds.size).toBeGreaterThan(1);
  });
});
