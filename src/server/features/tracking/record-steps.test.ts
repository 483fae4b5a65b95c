import { describe, expect, it } from 'vitest';
import { calendarDate, recordedStep } from './record-steps';

describe("a recorded step's completion day is the student's local day (issue 25 item 7)", () => {
  const records = (timeZone: string) => ({
    accountCreatedAt: '2026-03-01T20:00:00.000Z',
    enrolment: null,
    documents: [],
    timeZone,
  });

  it('the same instant completes the step on a different day in Manila and Los Angeles', () => {
    expect(recordedStep('account-created', records('Asia/Manila'))).toEqual({
      status: 'completed',
      completedOn: '2026-03-02',
    });
    expect(recordedStep('account-created', records('America/Los_Angeles'))).toEqual({
      status: 'completed',
      completedOn: '2026-03-01',
    });
  });

  it('calendarDate is the UTC day unless a zone is given', () => {
    expect(calendarDate('2026-03-01T20:00:00.000Z')).toBe('2026-03-01');
    expect(calendarDate(new Date('2026-03-01T20:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-03-02');
  });
});
