import { describe, expect, it } from 'vitest';
import { scorePercent } from '../../../shared/exams/rules';
import { pointBiserial } from './point-biserial';

describe('issue 28 item 5: point-biserial of an item in a class', () => {
  it('is null with fewer than 2 takers', () => {
    expect(pointBiserial([])).toBeNull();
    expect(pointBiserial([{ item: 1, total: 80 }])).toBeNull();
  });

  it('is null when the item or the total does not vary', () => {
    expect(
      pointBiserial([
        { item: 1, total: 90 },
        { item: 1, total: 40 },
      ]),
    ).toBeNull();
    expect(
      pointBiserial([
        { item: 1, total: 60 },
        { item: 0, total: 60 },
      ]),
    ).toBeNull();
  });

  it('is 1 when exactly the stronger takers got the item', () => {
    expect(
      pointBiserial([
        { item: 1, total: 90 },
        { item: 0, total: 40 },
      ]),
    ).toBe(1);
  });

  it('is negative when the weaker takers got it and the stronger missed it', () => {
    expect(
      pointBiserial([
        { item: 0, total: 90 },
        { item: 0, total: 80 },
        { item: 1, total: 30 },
      ]),
    ).toBeLessThan(0);
  });

  it('matches the textbook figure (Pearson r of 0/1 against totals), rounded to 2 decimals', () => {
    // Item right for totals 8, 7, 6; wrong for 5, 4 (mean 6, sd of totals √2): r = 0.866.
    const takers = [8, 7, 6, 5, 4].map((total, index) => ({ item: index < 3 ? 1 : 0, total }));
    expect(pointBiserial(takers)).toBe(0.87);
  });

  it('takes part scores as ratios', () => {
    expect(
      pointBiserial([
        { item: 1, total: 90 },
        { item: 0.5, total: 60 },
        { item: 0, total: 30 },
      ]),
    ).toBe(1);
  });

  it('scorePercent rounds and guards an empty denominator', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
  });
});
