import { describe, expect, it } from 'vitest';
import { formatInterval } from './interval';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

describe('issue 25 item 4: the interval on each grade button', () => {
  it('reads minutes, hours, days, months and years', () => {
    expect(formatInterval(at(0), at(0.5))).toBe('<1 m');
    expect(formatInterval(at(0), at(1))).toBe('1 m');
    expect(formatInterval(at(0), at(10))).toBe('10 m');
    expect(formatInterval(at(0), at(300))).toBe('5 h');
    expect(formatInterval(at(0), at(24 * 60))).toBe('1 d');
    expect(formatInterval(at(0), at(4 * 24 * 60))).toBe('4 d');
    expect(formatInterval(at(0), at(90 * 24 * 60))).toBe('3 mo');
    expect(formatInterval(at(0), at(438 * 24 * 60))).toBe('1.2 y');
  });
});
