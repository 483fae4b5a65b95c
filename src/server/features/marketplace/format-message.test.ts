import { describe, expect, it } from 'vitest';
import { formatDate } from './format-message';

describe('times in server messages (issue 25 item 7)', () => {
  const at = new Date('2026-03-02T14:05:00.000Z');
  it("are in the reader's time zone, named", () => {
    expect(formatDate(at, 'America/New_York')).toBe('3/2/26, 9:05 AM EST');
    expect(formatDate(at, 'Asia/Kolkata')).toBe('3/2/26, 7:35 PM GMT+5:30');
  });
  it('are in UTC, named, when the reader is unknown', () => {
    expect(formatDate(at)).toBe('3/2/26, 2:05 PM UTC');
  });
});
