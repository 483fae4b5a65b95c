import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isTimeZone, localDay, localHour } from './local-day';

describe('local days (issue 25 item 7)', () => {
  const instant = new Date('2026-11-29T22:30:00Z');
  it('the same instant is a different day and hour in Tokyo and Los Angeles', () => {
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-11-30');
    expect(localHour(instant, 'Asia/Tokyo')).toBe(7);
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-29');
    expect(localHour(instant, 'America/Los_Angeles')).toBe(14);
  });
  it('moves across month ends and counts days between', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-29', '2026-12-25')).toBe(26);
    expect(daysBetween('2026-12-25', '2026-11-29')).toBe(-26);
  });
  it('knows IANA zones', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
