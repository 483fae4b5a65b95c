import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../../lib/format';
import { sessionKindLabel } from './session-form';
import { appearTimeText, joinStateOf } from './session-join';

afterEach(() => setDisplayTimeZone(null));

describe('issue 27 item 3: where a buyer joins', () => {
  it('the link when shown, else when it appears, else nothing to join online; the place with each', () => {
    expect(joinStateOf({ meetingUrl: 'https://meet.example.org/a', meetingUrlFrom: null, place: null })).toEqual({
      kind: 'link',
      url: 'https://meet.example.org/a',
      place: null,
    });
    expect(joinStateOf({ meetingUrl: null, meetingUrlFrom: '2026-04-02T14:45:00.000Z', place: 'Room 4' })).toEqual({
      kind: 'later',
      at: '2026-04-02T14:45:00.000Z',
      place: 'Room 4',
    });
    expect(joinStateOf({ meetingUrl: null, meetingUrlFrom: null, place: 'Room 4' })).toEqual({
      kind: 'none',
      place: 'Room 4',
    });
  });

  it('says when the link appears in the user’s time zone: the time alone today, the date too on another day', () => {
    setDisplayTimeZone('America/New_York');
    const now = new Date('2026-04-02T14:00:00.000Z'); // 10:00 AM in New York
    expect(appearTimeText('2026-04-02T18:45:00.000Z', now)).toBe('2:45 PM');
    expect(appearTimeText('2026-04-03T18:45:00.000Z', now)).toBe('4/3/26, 2:45 PM');
    setDisplayTimeZone('Asia/Tokyo');
    // 18:45 UTC is 3:45 AM the next day in Tokyo.
    expect(appearTimeText('2026-04-02T18:45:00.000Z', now)).toBe('4/3/26, 3:45 AM');
  });

  it('calls a session for more than one student a group session', () => {
    expect(sessionKindLabel(1)).toBe('One-on-one session');
    expect(sessionKindLabel(2)).toBe('Group session');
    expect(sessionKindLabel(5)).toBe('Group session');
  });
});
