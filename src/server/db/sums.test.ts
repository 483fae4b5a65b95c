import { describe, expect, it } from 'vitest';
import { toSafeInteger } from './sums';

describe('toSafeInteger: a 64-bit sum as a JavaScript number (issue 23)', () => {
  it('reads text (node-postgres), numbers and bigints beyond 32 bits exactly; null is 0', () => {
    expect(toSafeInteger('3000000000')).toBe(3_000_000_000);
    expect(toSafeInteger('-3000000000')).toBe(-3_000_000_000);
    expect(toSafeInteger(3_000_000_000)).toBe(3_000_000_000);
    expect(toSafeInteger(3_000_000_000n)).toBe(3_000_000_000);
    expect(toSafeInteger(null)).toBe(0);
  });

  it('refuses a sum it cannot hold exactly instead of rounding it', () => {
    expect(() => toSafeInteger('9007199254740993')).toThrow(RangeError);
    expect(() => toSafeInteger('12.5')).toThrow(RangeError);
  });
});
