import { describe, expect, it } from 'vitest';
import { lastMonths, monthIn, monthsStart } from './months';

describe('insight months (issue 27 item 5)', () => {
  it('names the month of an instant in the given zone, not in UTC', () => {
    const instant = new Date('2026-03-01T03:00:00Z');
    expect(monthIn(instant, 'UTC')).toBe('2026-03');
    expect(monthIn(instant, 'America/New_York')).toBe('2026-02');
    expect(monthIn(new Date('2026-02-28T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03');
  });

  it('lists the last months oldest first, across a new year', () => {
    expect(lastMonths(new Date('2026-02-10T12:00:00Z'), 'UTC', 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(lastMonths(new Date('2026-11-29T12:00:00Z'), 'UTC', 12)).toHaveLength(12);
    expect(lastMonths(new Date('2027-01-01T02:00:00Z'), 'America/Los_Angeles', 2)).toEqual(['2026-11', '2026-12']);
  });

  it('starts the query early enough for the zone farthest ahead of UTC', () => {
    expect(monthsStart(['2026-01', '2026-02']).toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });
});
