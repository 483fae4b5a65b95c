import { describe, expect, it } from 'vitest';
import { axisTicks } from './BarChart';

describe('bar chart axis (issue 27 item 5)', () => {
  it('keeps the tallest bar inside the grid: a step is added above the highest value', () => {
    expect(axisTicks(0, 68_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(axisTicks(0, 60_000)).toEqual([0, 20_000, 40_000, 60_000]);
  });

  it('reaches below 0 for refunds', () => {
    expect(axisTicks(-4000, 8000)[0]).toBe(-5000);
  });

  it('counts have whole-number ticks only', () => {
    const ticks = axisTicks(0, 9, true);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(9);
  });
});
