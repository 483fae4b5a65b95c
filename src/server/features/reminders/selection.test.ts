import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/account/settings';
import { type ReminderCandidate, type ReminderSettings, selectReminders } from './selection';

const settingsOf = (overrides: Partial<ReminderSettings> = {}): ReminderSettings => ({
  emailNotifications: DEFAULT_SETTINGS.emailNotifications,
  pushNotifications: DEFAULT_SETTINGS.pushNotifications,
  studyReminders: DEFAULT_SETTINGS.studyReminders,
  practiceTestAlerts: DEFAULT_SETTINGS.practiceTestAlerts,
  timezone: DEFAULT_SETTINGS.timezone,
  ...overrides,
});

function student(
  userId: string,
  overrides: Partial<ReminderSettings> = {},
  study: ReminderCandidate['study'] = { due: 3, behind: false },
  hasPushSubscription = false,
): ReminderCandidate {
  return { userId, settings: settingsOf(overrides), hasPushSubscription, study };
}

const tokyo = student('tokyo', { timezone: 'Asia/Tokyo' });
const losAngeles = student('la', { timezone: 'America/Los_Angeles' });

/** Who gets what at `iso` (a UTC instant). */
const at = (iso: string, candidates: ReminderCandidate[]) =>
  selectReminders(candidates, new Date(iso)).map(({ userId, kind, localDay }) => `${userId} ${kind} ${localDay}`);

describe('issue 25 item 6: reminder selection across time zones', () => {
  it('a student in Asia/Tokyo and one in America/Los_Angeles get the study reminder in their own mornings (08:00-11:00 local)', () => {
    // Wednesday 2026-03-04 23:00 UTC: 08:00 Thursday in Tokyo, 15:00 Wednesday in Los Angeles.
    expect(at('2026-03-04T23:00:00Z', [tokyo, losAngeles])).toEqual(['tokyo study 2026-03-05']);
    // 16:00 UTC Wednesday: 08:00 in Los Angeles (PST), 01:00 Thursday in Tokyo.
    expect(at('2026-03-04T16:00:00Z', [tokyo, losAngeles])).toEqual(['la study 2026-03-04']);
    // 07:59 and 11:00 local are outside the window.
    expect(at('2026-03-04T22:59:00Z', [tokyo])).toEqual([]);
    expect(at('2026-03-05T02:00:00Z', [tokyo])).toEqual([]);
    expect(at('2026-03-05T01:45:00Z', [tokyo])).toEqual(['tokyo study 2026-03-05']);
  });

  it('follows daylight saving: 08:00 in Los Angeles is 15:00 UTC in summer', () => {
    expect(at('2026-07-01T15:00:00Z', [losAngeles])).toEqual(['la study 2026-07-01']);
    expect(at('2026-07-01T14:59:00Z', [losAngeles])).toEqual([]);
  });

  it('no cards due and the plan not behind: nothing; the plan behind with no cards due: the reminder', () => {
    const idle = student('idle', { timezone: 'Asia/Tokyo' }, { due: 0, behind: false });
    const behind = student('behind', { timezone: 'Asia/Tokyo' }, { due: 0, behind: true });
    expect(at('2026-03-04T23:30:00Z', [idle, behind])).toEqual(['behind study 2026-03-05']);
  });

  it('a disabled setting sends nothing: studyReminders off, or both channels off (email off and no push)', () => {
    const off = student('off', { timezone: 'Asia/Tokyo', studyReminders: false });
    const noChannel = student('quiet', { timezone: 'Asia/Tokyo', emailNotifications: false });
    const pushOnly = student('push', { timezone: 'Asia/Tokyo', emailNotifications: false }, undefined, true);
    const pushOff = student('pushoff', { timezone: 'Asia/Tokyo', pushNotifications: false }, undefined, true);
    const selected = selectReminders([off, noChannel, pushOnly, pushOff], new Date('2026-03-04T23:30:00Z'));
    expect(selected).toEqual([
      { userId: 'push', kind: 'study', localDay: '2026-03-05', channels: { email: false, push: true } },
      { userId: 'pushoff', kind: 'study', localDay: '2026-03-05', channels: { email: true, push: false } },
    ]);
  });

  it('the practice-test alert is weekly, on Monday morning local, and only with practiceTestAlerts on', () => {
    // Sunday 2026-03-01 23:00 UTC is Monday 08:00 in Tokyo.
    expect(at('2026-03-01T23:00:00Z', [tokyo])).toEqual(['tokyo study 2026-03-02', 'tokyo practice-test 2026-03-02']);
    // Monday 2026-03-02 16:00 UTC is Monday 08:00 in Los Angeles; Tuesday 01:00 in Tokyo.
    expect(at('2026-03-02T16:00:00Z', [tokyo, losAngeles])).toEqual([
      'la study 2026-03-02',
      'la practice-test 2026-03-02',
    ]);
    const noAlerts = student('na', { timezone: 'Asia/Tokyo', practiceTestAlerts: false });
    expect(at('2026-03-01T23:00:00Z', [noAlerts])).toEqual(['na study 2026-03-02']);
    // Not a Monday: no alert.
    expect(at('2026-03-03T23:00:00Z', [tokyo])).toEqual(['tokyo study 2026-03-04']);
  });
});
