import { describe, expect, it } from 'vitest';
import { formatAxisMoney, formatLongMonth, formatShortMonth } from './revenue-format';

describe('trainer insight labels (issue 27 item 5)', () => {
  it('writes whole-dollar axis values without cents, and a value between dollars with its cents', () => {
    expect(formatAxisMoney(150_000)).toBe('$1,500');
    expect(formatAxisMoney(-4000)).toBe('-$40');
    expect(formatAxisMoney(0)).toBe('$0');
    // A small month's axis steps by 50 cents: each tick keeps its own label, none rounded onto another.
    expect([0, 50, 100, 150].map(formatAxisMoney)).toEqual(['$0', '$0.50', '$1', '$1.50']);
  });

  it('names months as labels, whatever the reader’s zone', () => {
    expect(formatShortMonth('2026-03')).toBe('Mar');
    expect(formatLongMonth('2026-12')).toBe('December 2026');
  });
});
