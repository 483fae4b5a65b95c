import { describe, expect, it } from 'vitest';
import {
  formatDateTimeIn,
  isIanaTimeZone,
  utcOffset,
  wallTime,
  zoneAbbreviation,
  zonedWallTimeToInstant,
} from './zones';

describe('time zones (issue 25 item 7)', () => {
  const instant = '2026-11-29T22:30:00Z';

  it('shows the same instant in each zone as the product shows times', () => {
    expect(formatDateTimeIn(instant, 'Asia/Tokyo')).toBe('11/30/26, 7:30 AM');
    expect(formatDateTimeIn(instant, 'America/Los_Angeles')).toBe('11/29/26, 2:30 PM');
    expect(formatDateTimeIn(new Date(instant), 'Asia/Kolkata')).toBe('11/30/26, 4:00 AM');
  });

  it('names the zone for emails', () => {
    expect(formatDateTimeIn(instant, 'America/Los_Angeles', { zoneName: true })).toBe('11/29/26, 2:30 PM PST');
    expect(formatDateTimeIn(instant, 'Asia/Manila', { zoneName: true })).toBe('11/30/26, 6:30 AM GMT+8');
    expect(zoneAbbreviation('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('EDT');
  });

  it('gives offsets from UTC, with daylight saving time', () => {
    expect(utcOffset('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffset('UTC')).toBe('UTC+00:00');
    expect(utcOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-05:00');
    expect(utcOffset('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('UTC-04:00');
  });

  it('checks IANA ids by the runtime and their spelling', () => {
    expect(isIanaTimeZone('Asia/Manila')).toBe(true);
    expect(isIanaTimeZone('America/Port-au-Prince')).toBe(true);
    expect(isIanaTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isIanaTimeZone('Etc/GMT+8')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus')).toBe(false);
    expect(isIanaTimeZone('asia/manila')).toBe(false);
    expect(isIanaTimeZone('+08:00')).toBe(false);
  });

  it('turns a wall-clock time in a zone into its instant and back', () => {
    expect(zonedWallTimeToInstant('2026-03-02T09:05', 'Asia/Manila').toISOString()).toBe('2026-03-02T01:05:00.000Z');
    expect(zonedWallTimeToInstant('2026-07-02T09:05', 'America/New_York').toISOString()).toBe(
      '2026-07-02T13:05:00.000Z',
    );
    // The day after the spring change in New York, and the hour just after it.
    expect(zonedWallTimeToInstant('2026-03-08T03:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(wallTime(new Date('2026-03-02T01:05:00Z'), 'Asia/Manila')).toBe('2026-03-02T09:05');
    expect(Number.isNaN(zonedWallTimeToInstant('not a time', 'UTC').getTime())).toBe(true);
  });
});
