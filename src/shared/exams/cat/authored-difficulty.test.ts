import { describe, expect, it } from 'vitest';
import { AUTHORED_DIFFICULTY, DEMO_DIFFICULTY_SPREAD, demoItemDifficulty } from './authored-difficulty';
import { probabilityCorrect } from './rasch';

describe('authored level -> starting difficulty (logits)', () => {
  it('medium: 60% right at the standard (theta 0); hard: 35%', () => {
    expect(AUTHORED_DIFFICULTY.medium).toBeCloseTo(-0.405, 3);
    expect(AUTHORED_DIFFICULTY.hard).toBeCloseTo(0.619, 3);
    expect(probabilityCorrect(0, AUTHORED_DIFFICULTY.medium)).toBeCloseTo(0.6, 12);
    expect(probabilityCorrect(0, AUTHORED_DIFFICULTY.hard)).toBeCloseTo(0.35, 12);
  });

  it('the demo bank spreads true difficulties around the authored value: same id, same value; mean and sd as designed', () => {
    expect(demoItemDifficulty('rn-001', 'medium')).toBe(demoItemDifficulty('rn-001', 'medium'));
    expect(demoItemDifficulty('rn-001', 'hard') - demoItemDifficulty('rn-001', 'medium')).toBeCloseTo(
      AUTHORED_DIFFICULTY.hard - AUTHORED_DIFFICULTY.medium,
      12,
    );
    const offsets = Array.from(
      { length: 5000 },
      (_, i) => demoItemDifficulty(`item-${i}`, 'medium') - AUTHORED_DIFFICULTY.medium,
    );
    const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
    const sd = Math.sqrt(offsets.reduce((a, b) => a + (b - mean) ** 2, 0) / offsets.length);
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(sd - DEMO_DIFFICULTY_SPREAD)).toBeLessThan(0.05);
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(offsets.every(Number.isFinite)).toBe(true);
  });
});
