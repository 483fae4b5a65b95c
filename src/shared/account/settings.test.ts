import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  orderedTimeZones,
  settingsSchema,
  TIME_ZONE_MESSAGE,
  TIME_ZONES,
  timeZoneGroups,
} from './settings';

describe('the time zone list (issue 25 item 7)', () => {
  it("lists the spec's seven zones first, in the spec's order, then every other zone sorted, once each", () => {
    const zones = orderedTimeZones();
    expect(zones.slice(0, 7)).toEqual([...TIME_ZONES]);
    const rest = zones.slice(7);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of ['Asia/Manila', 'Asia/Kolkata', 'Africa/Lagos', 'Africa/Nairobi', 'UTC']) {
      expect(rest).toContain(zone);
    }
    expect(rest).not.toContain('America/New_York');
    // ICU's old names are listed under their current ones.
    expect(zones).not.toContain('Asia/Calcutta');
  });

  it('drops duplicates and the seven from any runtime list', () => {
    expect(orderedTimeZones(['Europe/Paris', 'Africa/Lagos', 'Asia/Manila', 'Africa/Lagos'])).toEqual([
      ...TIME_ZONES,
      'Africa/Lagos',
      'Asia/Manila',
    ]);
  });

  it('groups the options with their offsets and keeps the IANA ids as values', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const [spec, all] = timeZoneGroups(undefined, winter);
    expect(spec.group).toBe('Common time zones');
    expect(spec.items.map((item) => item.value)).toEqual([...TIME_ZONES]);
    expect(spec.items[3]).toEqual({ value: 'America/Los_Angeles', label: 'America/Los_Angeles', offset: 'UTC-08:00' });
    expect(all.group).toBe('Other time zones');
    expect(all.items).toContainEqual({ value: 'Asia/Manila', label: 'Asia/Manila', offset: 'UTC+08:00' });
    expect(all.items).toContainEqual({ value: 'Asia/Kolkata', label: 'Asia/Kolkata', offset: 'UTC+05:30' });
    expect(all.items).toContainEqual({ value: 'UTC', label: 'UTC', offset: 'UTC+00:00' });
  });

  it('lists a saved zone this runtime does not list, so the select can show it', () => {
    const [, all] = timeZoneGroups('Etc/GMT-3', new Date('2026-01-15T12:00:00Z'), ['Africa/Lagos']);
    expect(all.items.map((item) => item.value)).toEqual(['Africa/Lagos', 'Etc/GMT-3']);
  });
});

describe('the settings schema time zone (issue 25 item 7)', () => {
  const withZone = (timezone: unknown) => settingsSchema.safeParse({ ...DEFAULT_SETTINGS, timezone });

  it('accepts any IANA zone, not only the seven', () => {
    for (const zone of ['Asia/Manila', 'Africa/Lagos', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'Europe/Paris']) {
      expect(withZone(zone).success).toBe(true);
    }
  });

  it('refuses what is not an IANA zone with a sentence', () => {
    for (const zone of ['Mars/Olympus', 'asia/manila', '+08:00', '', 42]) {
      const result = withZone(zone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
    }
    expect(TIME_ZONE_MESSAGE).toMatch(/^timezone must be an IANA time zone such as .+\.$/);
  });
});
